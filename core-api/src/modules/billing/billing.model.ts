import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

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
}

/** The Sequelize instance the billing models are bound to, for sums written as SQL. */
export function billingDatabase(): Sequelize {
  const sequelize = BillingPosition.sequelize;
  if (!sequelize) throw new Error('Billing models are not initialised: call initModels first');
  return sequelize;
}
