import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { DepositStatus, PaymentMethod } from '@inkwell/contracts';

// BIGINT columns arrive from pg as strings; the service turns amounts into bigint, never into number.

/** A postpaid client's accepted order, waiting for (or written on) an invoice. */
export class BillingPosition extends Model<InferAttributes<BillingPosition>, InferCreationAttributes<BillingPosition>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare orderId: number;
  /** minor units */
  declare amountNet: string;
  declare tax: string;
  declare amountGross: string;
  declare currency: string;
  /** null while the position is open */
  declare invoiceId: number | null;
  declare createdAt: CreationOptional<Date>;
}

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

/** The table is created by migration 0006-orders. */
export function initBillingModels(sequelize: Sequelize): void {
  // Fresh objects per attribute: init writes each attribute's column name into its definition.
  const money = () => ({ type: DataTypes.BIGINT, allowNull: false });
  BillingPosition.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      orderId: { type: DataTypes.INTEGER, allowNull: false, unique: true },
      amountNet: money(),
      tax: money(),
      amountGross: money(),
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      invoiceId: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, updatedAt: false, tableName: 'billing_positions', modelName: 'BillingPosition' },
  );
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

/** The Sequelize instance the billing models are bound to, for sums written as SQL. */
export function billingDatabase(): Sequelize {
  const sequelize = BillingPosition.sequelize;
  if (!sequelize) throw new Error('Billing models are not initialised: call initModels first');
  return sequelize;
}
