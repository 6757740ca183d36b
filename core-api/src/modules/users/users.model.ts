import {
  DataTypes,
  Model,
  type CreationOptional,
  type ForeignKey,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type {
  AccountStatus,
  InterfaceLanguage,
  Invoicing,
  LegalCheckStatus,
  LinguistRole,
  Service,
} from '@inkwell/contracts';

export type LegalForm = 'COMPANY' | 'PRIVATE';

export class ClientAccount extends Model<InferAttributes<ClientAccount>, InferCreationAttributes<ClientAccount>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string | null;
  declare status: AccountStatus;
  declare firstName: string | null;
  declare lastName: string | null;
  declare nickname: CreationOptional<string | null>;
  declare language: InterfaceLanguage;
  declare currencyId: number | null;
  declare country: CreationOptional<string | null>;
  declare accountTier: CreationOptional<string>;
  declare invoicing: Invoicing;
  /** fraction as a decimal string, e.g. '0.1900' */
  declare vat: string;
  declare servicesAvailable: Service[];
  /** the level the order wizard starts with; null: the wizard's own (decision 056) */
  declare defaultLevel: CreationOptional<string | null>;
  /** working days until a ready order is accepted automatically */
  declare autoAcceptDays: CreationOptional<number>;
  declare proofreadingDefault: CreationOptional<boolean>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class ClientBillingSettings extends Model<
  InferAttributes<ClientBillingSettings>,
  InferCreationAttributes<ClientBillingSettings>
> {
  declare clientId: ForeignKey<ClientAccount['id']>;
  declare companyName: string | null;
  declare legalForm: CreationOptional<LegalForm>;
  declare firstName: string | null;
  declare lastName: string | null;
  declare address: CreationOptional<string | null>;
  declare zipcode: CreationOptional<string | null>;
  declare city: CreationOptional<string | null>;
  declare country: CreationOptional<string | null>;
  declare euVatNumber: CreationOptional<string | null>;
  declare taxNumber: CreationOptional<string | null>;
  declare email: string | null;
  declare legalCheckStatus: CreationOptional<LegalCheckStatus>;
  declare lastVatNumberValidationAt: CreationOptional<Date | null>;
  declare legalInfoLastCheckedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class LinguistAccount extends Model<InferAttributes<LinguistAccount>, InferCreationAttributes<LinguistAccount>> {
  declare id: CreationOptional<number>;
  declare email: string;
  declare passwordHash: string | null;
  declare status: AccountStatus;
  declare firstName: string | null;
  declare lastName: string | null;
  declare nickname: CreationOptional<string | null>;
  declare language: InterfaceLanguage;
  declare currencyId: number | null;
  declare country: CreationOptional<string | null>;
  declare vat: CreationOptional<string>;
  /** level code (simple … excellent); null until staff assess the linguist */
  declare level: CreationOptional<string | null>;
  declare roles: LinguistRole[];
  declare servicesAvailable: Service[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class AdminAccount extends Model<InferAttributes<AdminAccount>, InferCreationAttributes<AdminAccount>> {
  declare id: CreationOptional<number>;
  declare email: string;
  /** null while an invitation is open */
  declare passwordHash: string | null;
  declare status: AccountStatus;
  declare firstName: string | null;
  declare lastName: string | null;
  declare language: InterfaceLanguage;
  declare fakturaAccess: boolean;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const commonAccountColumns = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  email: { type: DataTypes.TEXT, allowNull: false },
  passwordHash: { type: DataTypes.TEXT, allowNull: true },
  status: { type: DataTypes.TEXT, allowNull: false },
  firstName: { type: DataTypes.TEXT, allowNull: true },
  lastName: { type: DataTypes.TEXT, allowNull: true },
  language: { type: DataTypes.TEXT, allowNull: false },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
};

export function initAccountModels(sequelize: Sequelize): void {
  ClientAccount.init(
    {
      ...commonAccountColumns,
      nickname: { type: DataTypes.TEXT, allowNull: true },
      currencyId: { type: DataTypes.INTEGER, allowNull: true },
      country: { type: DataTypes.CHAR(2), allowNull: true },
      accountTier: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'standard' },
      invoicing: { type: DataTypes.TEXT, allowNull: false },
      vat: { type: DataTypes.DECIMAL(5, 4), allowNull: false },
      servicesAvailable: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
      defaultLevel: { type: DataTypes.TEXT, allowNull: true },
      autoAcceptDays: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 3 },
      proofreadingDefault: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'clients', modelName: 'ClientAccount' },
  );

  ClientBillingSettings.init(
    {
      clientId: { type: DataTypes.INTEGER, primaryKey: true },
      companyName: { type: DataTypes.TEXT, allowNull: true },
      legalForm: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'COMPANY' },
      firstName: { type: DataTypes.TEXT, allowNull: true },
      lastName: { type: DataTypes.TEXT, allowNull: true },
      address: { type: DataTypes.TEXT, allowNull: true },
      zipcode: { type: DataTypes.TEXT, allowNull: true },
      city: { type: DataTypes.TEXT, allowNull: true },
      country: { type: DataTypes.CHAR(2), allowNull: true },
      euVatNumber: { type: DataTypes.TEXT, allowNull: true },
      taxNumber: { type: DataTypes.TEXT, allowNull: true },
      email: { type: DataTypes.TEXT, allowNull: true },
      legalCheckStatus: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'NEEDS_VALIDATION' },
      lastVatNumberValidationAt: { type: DataTypes.DATE, allowNull: true },
      legalInfoLastCheckedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'client_billing_settings', modelName: 'ClientBillingSettings' },
  );

  LinguistAccount.init(
    {
      ...commonAccountColumns,
      nickname: { type: DataTypes.TEXT, allowNull: true },
      currencyId: { type: DataTypes.INTEGER, allowNull: true },
      country: { type: DataTypes.CHAR(2), allowNull: true },
      vat: { type: DataTypes.DECIMAL(5, 4), allowNull: false, defaultValue: '0' },
      level: { type: DataTypes.TEXT, allowNull: true },
      roles: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
      servicesAvailable: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
    },
    { sequelize, tableName: 'linguists', modelName: 'LinguistAccount' },
  );

  AdminAccount.init(
    {
      ...commonAccountColumns,
      fakturaAccess: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: false },
    },
    { sequelize, tableName: 'admins', modelName: 'AdminAccount' },
  );
}

/** The Sequelize instance the account models are bound to (for the few statements written as SQL). */
export function accountsDatabase(): Sequelize {
  const sequelize = ClientAccount.sequelize;
  if (!sequelize) throw new Error('Account models are not initialised: call initModels first');
  return sequelize;
}

/** Whether the account models write through `sequelize`: seeding through another instance would write nowhere. */
export function accountsBoundTo(sequelize: Sequelize): boolean {
  return ClientAccount.sequelize === sequelize;
}
