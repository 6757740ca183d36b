import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { PricedService } from './data/system-prices.js';

// NUMERIC columns arrive from pg as strings; the service computes with decimal.js, never with number.

/** One price of the system list: per currency, service and level. */
export class SystemPrice extends Model<InferAttributes<SystemPrice>, InferCreationAttributes<SystemPrice>> {
  declare id: CreationOptional<number>;
  declare currencyId: number;
  declare service: PricedService;
  declare levelCode: string;
  declare clientPricePerWord: string;
  declare linguistPayPerWord: string;
  declare updatedAt: CreationOptional<Date>;
}

/** A client's own price; a null language group applies to every language without a group row. */
export class ClientPrice extends Model<InferAttributes<ClientPrice>, InferCreationAttributes<ClientPrice>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare languageGroup: string | null;
  declare service: PricedService;
  declare levelCode: string;
  declare pricePerWord: string;
  declare updatedAt: CreationOptional<Date>;
}

/** What a linguist asks per word for direct orders in one language and currency. */
export class LinguistPrice extends Model<InferAttributes<LinguistPrice>, InferCreationAttributes<LinguistPrice>> {
  declare id: CreationOptional<number>;
  declare linguistId: number;
  declare languageId: number;
  declare service: PricedService;
  declare currencyId: number;
  declare pricePerWord: string;
  declare updatedAt: CreationOptional<Date>;
}

/** Tables are created by migration 0005-pricing and the system list filled by 0007-system-prices. */
export function initPricingModels(sequelize: Sequelize): void {
  const options = { sequelize, underscored: true, createdAt: false } as const;
  // Fresh objects per attribute: init writes each attribute's column name into its definition.
  const id = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
  const rate = () => ({ type: DataTypes.DECIMAL(12, 6), allowNull: false });
  SystemPrice.init(
    {
      id: id(),
      currencyId: { type: DataTypes.INTEGER, allowNull: false },
      service: { type: DataTypes.TEXT, allowNull: false },
      levelCode: { type: DataTypes.TEXT, allowNull: false },
      clientPricePerWord: rate(),
      linguistPayPerWord: rate(),
      updatedAt: DataTypes.DATE,
    },
    { ...options, tableName: 'system_prices', modelName: 'SystemPrice' },
  );
  ClientPrice.init(
    {
      id: id(),
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      languageGroup: { type: DataTypes.TEXT, allowNull: true },
      service: { type: DataTypes.TEXT, allowNull: false },
      levelCode: { type: DataTypes.TEXT, allowNull: false },
      pricePerWord: rate(),
      updatedAt: DataTypes.DATE,
    },
    { ...options, tableName: 'client_prices', modelName: 'ClientPrice' },
  );
  LinguistPrice.init(
    {
      id: id(),
      linguistId: { type: DataTypes.INTEGER, allowNull: false },
      languageId: { type: DataTypes.INTEGER, allowNull: false },
      service: { type: DataTypes.TEXT, allowNull: false },
      currencyId: { type: DataTypes.INTEGER, allowNull: false },
      pricePerWord: rate(),
      updatedAt: DataTypes.DATE,
    },
    { ...options, tableName: 'linguist_prices', modelName: 'LinguistPrice' },
  );
}

/** The Sequelize instance the pricing models are bound to, for the few reads written as SQL. */
export function pricingDatabase(): Sequelize {
  const sequelize = SystemPrice.sequelize;
  if (!sequelize) throw new Error('Pricing models are not initialised: call initModels first');
  return sequelize;
}
