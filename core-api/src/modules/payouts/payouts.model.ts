import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { PayoutMethod, PayoutStatus, PayoutType } from '@inkwell/contracts';

// BIGINT columns arrive from pg as strings; the service turns amounts into bigint, never into number.

/** A linguist's payout (migration 0050-payouts): what she asked for, where it goes and how far it got. */
export class Payout extends Model<InferAttributes<Payout>, InferCreationAttributes<Payout>> {
  declare id: CreationOptional<number>;
  declare linguistId: number;
  declare currency: string;
  /** minor units */
  declare amount: string;
  declare method: PayoutMethod;
  declare status: PayoutStatus;
  declare type: PayoutType | null;
  declare holder: string | null;
  declare iban: string | null;
  declare bic: string | null;
  declare paypalEmail: string | null;
  declare batchId: number | null;
  /** PayPal's payout_item_id */
  declare providerItemId: string | null;
  declare reference: string | null;
  declare failureReason: string | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare paidAt: Date | null;
  declare failedAt: Date | null;
}

/** One SEPA file or one PayPal batch: the payouts staff sent together. */
export class PayoutBatch extends Model<InferAttributes<PayoutBatch>, InferCreationAttributes<PayoutBatch>> {
  declare id: number;
  declare method: PayoutMethod;
  declare reference: string;
  declare providerBatchId: string | null;
  declare providerStatus: string | null;
  declare currency: string;
  declare total: string;
  declare payoutCount: number;
  declare sepaXml: string | null;
  declare createdBy: number;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** The tables are created by migration 0050-payouts. */
export function initPayoutModels(sequelize: Sequelize): void {
  const text = (allowNull = true) => ({ type: DataTypes.TEXT, allowNull });
  Payout.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      linguistId: { type: DataTypes.INTEGER, allowNull: false },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      amount: { type: DataTypes.BIGINT, allowNull: false },
      method: text(false),
      status: text(false),
      type: text(),
      holder: text(),
      iban: text(),
      bic: text(),
      paypalEmail: text(),
      batchId: { type: DataTypes.INTEGER, allowNull: true },
      providerItemId: text(),
      reference: text(),
      failureReason: text(),
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
      paidAt: { type: DataTypes.DATE, allowNull: true },
      failedAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, underscored: true, tableName: 'payouts', modelName: 'Payout' },
  );
  PayoutBatch.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true },
      method: text(false),
      reference: text(false),
      providerBatchId: text(),
      providerStatus: text(),
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      total: { type: DataTypes.BIGINT, allowNull: false },
      payoutCount: { type: DataTypes.INTEGER, allowNull: false },
      sepaXml: text(),
      createdBy: { type: DataTypes.INTEGER, allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, tableName: 'payout_batches', modelName: 'PayoutBatch' },
  );
}

/** The Sequelize instance the payout models are bound to, for the statements written as SQL. */
export function payoutsDatabase(): Sequelize {
  const sequelize = Payout.sequelize;
  if (!sequelize) throw new Error('Payout models are not initialised: call initModels first');
  return sequelize;
}
