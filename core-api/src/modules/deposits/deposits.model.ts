import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { DepositStatus, PaymentMethod } from '@inkwell/contracts';

/** Money a client pays in to its balance (migration 0010-deposits); amounts in minor units. */
export class Deposit extends Model<InferAttributes<Deposit>, InferCreationAttributes<Deposit>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare method: PaymentMethod;
  declare status: DepositStatus;
  /** credited to the client's balance */
  declare amountNet: string;
  declare fee: string;
  declare tax: string;
  declare amountGross: string;
  declare currency: string;
  declare note: string | null;
  /** the Stripe payment intent id, or the bank's reference once an admin settled a transfer */
  declare transactionId: string | null;
  /** the payment intent's status as Stripe last told us */
  declare providerStatus: string | null;
  declare payerEmail: string | null;
  declare failureMessage: string | null;
  declare invoiceId: number | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
  declare paidAt: Date | null;
}

/** The table is created by migration 0010-deposits. */
export function initDepositModels(sequelize: Sequelize): void {
  const money = () => ({ type: DataTypes.BIGINT, allowNull: false });
  Deposit.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      method: { type: DataTypes.TEXT, allowNull: false },
      status: { type: DataTypes.TEXT, allowNull: false },
      amountNet: money(),
      fee: money(),
      tax: money(),
      amountGross: money(),
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      note: { type: DataTypes.TEXT, allowNull: true },
      transactionId: { type: DataTypes.TEXT, allowNull: true, unique: true },
      providerStatus: { type: DataTypes.TEXT, allowNull: true },
      payerEmail: { type: DataTypes.TEXT, allowNull: true },
      failureMessage: { type: DataTypes.TEXT, allowNull: true },
      invoiceId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
      paidAt: { type: DataTypes.DATE, allowNull: true },
    },
    { sequelize, underscored: true, tableName: 'deposits', modelName: 'Deposit' },
  );
}

/** The Sequelize instance the deposit model is bound to, for the statements written as SQL. */
export function depositsDatabase(): Sequelize {
  const sequelize = Deposit.sequelize;
  if (!sequelize) throw new Error('Deposit models are not initialised: call initModels first');
  return sequelize;
}
