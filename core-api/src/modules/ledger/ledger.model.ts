import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { LedgerOwnerType } from './ledger.accounts.js';

// BIGINT columns arrive from pg as strings; the service turns amounts into bigint, never into number.

/** One account key in one currency, with its balance cached from its entries. */
export class LedgerAccount extends Model<InferAttributes<LedgerAccount>, InferCreationAttributes<LedgerAccount>> {
  declare id: CreationOptional<string>;
  /** e.g. 'client:12:available', 'bank:clearing' */
  declare key: string;
  declare currency: string;
  declare ownerType: LedgerOwnerType | null;
  declare ownerId: string | null;
  /** minor units */
  declare balance: CreationOptional<string>;
  declare nonNegative: boolean;
  declare createdAt: CreationOptional<Date>;
}

/** One money movement; its entries sum to zero per currency. */
export class LedgerTransaction extends Model<InferAttributes<LedgerTransaction>, InferCreationAttributes<LedgerTransaction>> {
  declare id: CreationOptional<string>;
  declare kind: string;
  /** what the movement is about, e.g. 'order:42' */
  declare reference: string | null;
  declare idempotencyKey: string | null;
  declare memo: string | null;
  declare createdAt: CreationOptional<Date>;
}

export class LedgerEntry extends Model<InferAttributes<LedgerEntry>, InferCreationAttributes<LedgerEntry>> {
  declare id: CreationOptional<string>;
  declare transactionId: string;
  declare accountId: string;
  /** minor units, never zero: positive adds to the account */
  declare amount: string;
  declare currency: string;
  declare createdAt: CreationOptional<Date>;
}

/** Tables are created by migration 0003-ledger; balances change only through the ledger service. */
export function initLedgerModels(sequelize: Sequelize): void {
  const options = { sequelize, underscored: true, updatedAt: false } as const;
  LedgerAccount.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      key: { type: DataTypes.TEXT, allowNull: false },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      ownerType: { type: DataTypes.TEXT, allowNull: true },
      ownerId: { type: DataTypes.BIGINT, allowNull: true },
      balance: { type: DataTypes.BIGINT, allowNull: false, defaultValue: '0' },
      nonNegative: { type: DataTypes.BOOLEAN, allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { ...options, tableName: 'ledger_accounts', modelName: 'LedgerAccount' },
  );
  LedgerTransaction.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      kind: { type: DataTypes.TEXT, allowNull: false },
      reference: { type: DataTypes.TEXT, allowNull: true },
      idempotencyKey: { type: DataTypes.TEXT, allowNull: true, unique: true },
      memo: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { ...options, tableName: 'ledger_transactions', modelName: 'LedgerTransaction' },
  );
  LedgerEntry.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      transactionId: { type: DataTypes.BIGINT, allowNull: false },
      accountId: { type: DataTypes.BIGINT, allowNull: false },
      amount: { type: DataTypes.BIGINT, allowNull: false },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      createdAt: DataTypes.DATE,
    },
    { ...options, tableName: 'ledger_entries', modelName: 'LedgerEntry' },
  );
}

/** The Sequelize instance the ledger models are bound to: the service writes its locking statements as SQL. */
export function ledgerDatabase(): Sequelize {
  const sequelize = LedgerAccount.sequelize;
  if (!sequelize) throw new Error('Ledger models are not initialised: call initModels first');
  return sequelize;
}
