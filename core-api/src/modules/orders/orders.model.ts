import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { DirectFallback, ExportType, OrderStatus, OrderType, ProofreadingAssignment } from '@inkwell/contracts';

// BIGINT (money) and NUMERIC (rates) columns arrive from pg as strings and stay strings: money is turned
// into bigint and rates into decimals where they are computed, never into a JavaScript number.

export class Order extends Model<InferAttributes<Order>, InferCreationAttributes<Order>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare projectId: number;
  declare title: string;
  declare type: OrderType;
  declare levelCode: string;
  declare languageId: number;
  declare withProofreading: boolean;
  declare proofreadingAssignment: ProofreadingAssignment | null;
  declare writerGroupId: number | null;
  declare proofreaderGroupId: number | null;
  declare directLinguistId: number | null;
  /** DO: what becomes of the order when its linguist declines or lets directTakeUntil pass (decision 028) */
  declare directFallback: CreationOptional<DirectFallback>;
  declare directTakeUntil: CreationOptional<Date | null>;
  declare writerId: CreationOptional<number | null>;
  declare proofreaderId: CreationOptional<number | null>;
  declare minWords: number;
  declare maxWords: number;
  declare finalWords: CreationOptional<number | null>;
  declare processingDays: number;
  declare keywords: string[];
  declare comment: string | null;
  declare briefingId: number | null;
  declare layoutId: number | null;
  declare currency: string;
  /** fraction, e.g. '0.1900' */
  declare vat: string;
  /** per word, in currency units */
  declare clientPricePerWord: string;
  declare writerPayPerWord: string;
  declare proofreaderPayPerWord: string | null;
  /** gross, minor units */
  declare priceMin: string;
  declare priceMax: string;
  declare priceFinal: CreationOptional<string | null>;
  /** what the client's reserved account holds for this order right now (minor units) */
  declare reservedAmount: CreationOptional<string>;
  declare status: CreationOptional<OrderStatus>;
  declare reservedBy: CreationOptional<number | null>;
  declare reservedUntil: CreationOptional<Date | null>;
  declare deadlineAt: CreationOptional<Date | null>;
  declare readyAt: CreationOptional<Date | null>;
  declare acceptedAt: CreationOptional<Date | null>;
  declare completedAt: CreationOptional<Date | null>;
  declare revisionsCount: CreationOptional<number>;
  declare rejectionReason: CreationOptional<string | null>;
  declare ratingContent: CreationOptional<number | null>;
  declare ratingForm: CreationOptional<number | null>;
  declare ratingReadability: CreationOptional<number | null>;
  declare ratingCommunication: CreationOptional<number | null>;
  /** how and when the text was last exported (migration 0026; set through markOrdersExported) */
  declare exportType: CreationOptional<ExportType | null>;
  declare lastExportedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export type TextAuthorRole = 'writer' | 'proofreader';

/** Version 0 is the author's working draft; submitted versions count up from 1 across both authors. */
export class OrderText extends Model<InferAttributes<OrderText>, InferCreationAttributes<OrderText>> {
  declare id: CreationOptional<number>;
  declare orderId: number;
  declare authorId: number;
  declare authorRole: TextAuthorRole;
  declare version: number;
  declare content: string;
  declare words: number;
  declare submittedAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export class OrderRevision extends Model<InferAttributes<OrderRevision>, InferCreationAttributes<OrderRevision>> {
  declare id: CreationOptional<number>;
  declare orderId: number;
  /** 1 … MAX_REVISIONS */
  declare number: number;
  declare comment: string;
  /** who sent the text back: the client, staff for it, or the order's proofreader (decision 048) */
  declare requestedBy: CreationOptional<RevisionRequester>;
  /** the client's, the admin's or the proofreader's id, by requestedBy; null on rounds older than migration 0045 that history could not name */
  declare requestedById: number | null;
  declare createdAt: CreationOptional<Date>;
}

export type RevisionRequester = 'client' | 'admin' | 'proofreader';

export type OrderActorRole = 'client' | 'admin' | 'linguist' | 'system';

/** One row per transition, written in the transition's own database transaction. */
export class OrderHistory extends Model<InferAttributes<OrderHistory>, InferCreationAttributes<OrderHistory>> {
  declare id: CreationOptional<string>;
  declare orderId: number;
  declare action: string;
  /** null for the creation of the order */
  declare fromStatus: OrderStatus | null;
  declare toStatus: OrderStatus;
  declare actorRole: OrderActorRole;
  declare actorId: number | null;
  declare note: string | null;
  declare createdAt: CreationOptional<Date>;
}

// Fresh objects per column: Sequelize writes the column name into the attribute definition it is given.
const money = (allowNull = false) => ({ type: DataTypes.BIGINT, allowNull });
const rate = (allowNull = false) => ({ type: DataTypes.DECIMAL(12, 6), allowNull });

/** Tables are created by migration 0006-orders; billing_positions belongs to the billing module. */
export function initOrderModels(sequelize: Sequelize): void {
  Order.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      projectId: { type: DataTypes.INTEGER, allowNull: false },
      title: { type: DataTypes.TEXT, allowNull: false },
      type: { type: DataTypes.CHAR(2), allowNull: false },
      levelCode: { type: DataTypes.TEXT, allowNull: false },
      languageId: { type: DataTypes.INTEGER, allowNull: false },
      withProofreading: { type: DataTypes.BOOLEAN, allowNull: false },
      proofreadingAssignment: { type: DataTypes.TEXT, allowNull: true },
      writerGroupId: { type: DataTypes.INTEGER, allowNull: true },
      proofreaderGroupId: { type: DataTypes.INTEGER, allowNull: true },
      directLinguistId: { type: DataTypes.INTEGER, allowNull: true },
      directFallback: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'open' },
      directTakeUntil: { type: DataTypes.DATE, allowNull: true },
      writerId: { type: DataTypes.INTEGER, allowNull: true },
      proofreaderId: { type: DataTypes.INTEGER, allowNull: true },
      minWords: { type: DataTypes.INTEGER, allowNull: false },
      maxWords: { type: DataTypes.INTEGER, allowNull: false },
      finalWords: { type: DataTypes.INTEGER, allowNull: true },
      processingDays: { type: DataTypes.SMALLINT, allowNull: false },
      keywords: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false, defaultValue: [] },
      comment: { type: DataTypes.TEXT, allowNull: true },
      briefingId: { type: DataTypes.INTEGER, allowNull: true },
      layoutId: { type: DataTypes.INTEGER, allowNull: true },
      currency: { type: DataTypes.CHAR(3), allowNull: false },
      vat: { type: DataTypes.DECIMAL(5, 4), allowNull: false },
      clientPricePerWord: rate(),
      writerPayPerWord: rate(),
      proofreaderPayPerWord: rate(true),
      priceMin: money(),
      priceMax: money(),
      priceFinal: money(true),
      reservedAmount: { ...money(), defaultValue: '0' },
      status: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'open' },
      reservedBy: { type: DataTypes.INTEGER, allowNull: true },
      reservedUntil: { type: DataTypes.DATE, allowNull: true },
      deadlineAt: { type: DataTypes.DATE, allowNull: true },
      readyAt: { type: DataTypes.DATE, allowNull: true },
      acceptedAt: { type: DataTypes.DATE, allowNull: true },
      completedAt: { type: DataTypes.DATE, allowNull: true },
      revisionsCount: { type: DataTypes.SMALLINT, allowNull: false, defaultValue: 0 },
      rejectionReason: { type: DataTypes.TEXT, allowNull: true },
      ratingContent: { type: DataTypes.SMALLINT, allowNull: true },
      ratingForm: { type: DataTypes.SMALLINT, allowNull: true },
      ratingReadability: { type: DataTypes.SMALLINT, allowNull: true },
      ratingCommunication: { type: DataTypes.SMALLINT, allowNull: true },
      exportType: { type: DataTypes.TEXT, allowNull: true },
      lastExportedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, tableName: 'orders', modelName: 'Order' },
  );
  OrderText.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      authorId: { type: DataTypes.INTEGER, allowNull: false },
      authorRole: { type: DataTypes.TEXT, allowNull: false },
      version: { type: DataTypes.INTEGER, allowNull: false },
      content: { type: DataTypes.TEXT, allowNull: false },
      words: { type: DataTypes.INTEGER, allowNull: false },
      submittedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, tableName: 'order_texts', modelName: 'OrderText' },
  );
  OrderRevision.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      number: { type: DataTypes.SMALLINT, allowNull: false },
      comment: { type: DataTypes.TEXT, allowNull: false },
      requestedBy: { type: DataTypes.TEXT, allowNull: false, defaultValue: 'client' },
      requestedById: { type: DataTypes.INTEGER, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, updatedAt: false, tableName: 'order_revisions', modelName: 'OrderRevision' },
  );
  OrderHistory.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      orderId: { type: DataTypes.INTEGER, allowNull: false },
      action: { type: DataTypes.TEXT, allowNull: false },
      fromStatus: { type: DataTypes.TEXT, allowNull: true },
      toStatus: { type: DataTypes.TEXT, allowNull: false },
      actorRole: { type: DataTypes.TEXT, allowNull: false },
      actorId: { type: DataTypes.INTEGER, allowNull: true },
      note: { type: DataTypes.TEXT, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, updatedAt: false, tableName: 'order_history', modelName: 'OrderHistory' },
  );
}

/** The Sequelize instance the order models are bound to: transitions are guarded statements written as SQL. */
export function ordersDatabase(): Sequelize {
  const sequelize = Order.sequelize;
  if (!sequelize) throw new Error('Order models are not initialised: call initModels first');
  return sequelize;
}
