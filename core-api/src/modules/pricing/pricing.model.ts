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

/**
 * One position of the system list: per currency, language group, service and level, in force from a UTC day
 * (decision 053). A null language group applies to every group without a position of its own.
 */
export class SystemPrice extends Model<InferAttributes<SystemPrice>, InferCreationAttributes<SystemPrice>> {
  declare id: CreationOptional<number>;
  declare currencyId: number;
  declare languageGroup: string | null;
  declare service: PricedService;
  declare levelCode: string;
  declare clientPricePerWord: string;
  declare linguistPayPerWord: string;
  /** YYYY-MM-DD */
  declare effectiveFrom: string;
  declare createdBy: number | null;
  declare updatedAt: CreationOptional<Date>;
}

/** A client's own price list: at most one per client, its positions override the system list's client prices. */
export class ClientPriceList extends Model<InferAttributes<ClientPriceList>, InferCreationAttributes<ClientPriceList>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare createdBy: number | null;
  declare createdAt: CreationOptional<Date>;
}

/** A position of a client price list; a null language group applies to every language without a group row. */
export class ClientPrice extends Model<InferAttributes<ClientPrice>, InferCreationAttributes<ClientPrice>> {
  declare id: CreationOptional<number>;
  declare priceListId: number;
  declare languageGroup: string | null;
  declare service: PricedService;
  declare levelCode: string;
  declare pricePerWord: string;
  /** YYYY-MM-DD */
  declare effectiveFrom: string;
  declare createdBy: number | null;
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

/** Tables are created by 0005-pricing, the system list filled by 0007-system-prices and dated by 0042-price-lists. */
export function initPricingModels(sequelize: Sequelize): void {
  const options = { sequelize, underscored: true, createdAt: false } as const;
  // Fresh objects per attribute: init writes each attribute's column name into its definition.
  const id = () => ({ type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true });
  const rate = () => ({ type: DataTypes.DECIMAL(12, 6), allowNull: false });
  SystemPrice.init(
    {
      id: id(),
      currencyId: { type: DataTypes.INTEGER, allowNull: false },
      languageGroup: { type: DataTypes.TEXT, allowNull: true },
      service: { type: DataTypes.TEXT, allowNull: false },
      levelCode: { type: DataTypes.TEXT, allowNull: false },
      clientPricePerWord: rate(),
      linguistPayPerWord: rate(),
      effectiveFrom: { type: DataTypes.DATEONLY, allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      updatedAt: DataTypes.DATE,
    },
    { ...options, tableName: 'system_prices', modelName: 'SystemPrice' },
  );
  ClientPriceList.init(
    {
      id: id(),
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, updatedAt: false, tableName: 'client_price_lists', modelName: 'ClientPriceList' },
  );
  ClientPrice.init(
    {
      id: id(),
      priceListId: { type: DataTypes.INTEGER, allowNull: false },
      languageGroup: { type: DataTypes.TEXT, allowNull: true },
      service: { type: DataTypes.TEXT, allowNull: false },
      levelCode: { type: DataTypes.TEXT, allowNull: false },
      pricePerWord: rate(),
      effectiveFrom: { type: DataTypes.DATEONLY, allowNull: false },
      createdBy: { type: DataTypes.INTEGER, allowNull: true },
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
