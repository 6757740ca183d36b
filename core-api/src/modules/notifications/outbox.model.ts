import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** Every mail core-api sends, delivered or not: staff read it here when no SMTP server is configured. */
export class OutboxMail extends Model<InferAttributes<OutboxMail>, InferCreationAttributes<OutboxMail>> {
  declare id: CreationOptional<string>;
  declare recipient: string;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  /** which mail this is, e.g. 'reset-password' */
  declare template: string;
  declare createdAt: CreationOptional<Date>;
  declare sentAt: CreationOptional<Date | null>;
  declare error: CreationOptional<string | null>;
}

export function initOutboxModel(sequelize: Sequelize): void {
  OutboxMail.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      recipient: { type: DataTypes.TEXT, allowNull: false },
      subject: { type: DataTypes.TEXT, allowNull: false },
      textBody: { type: DataTypes.TEXT, allowNull: false },
      htmlBody: { type: DataTypes.TEXT, allowNull: true },
      template: { type: DataTypes.TEXT, allowNull: false },
      createdAt: DataTypes.DATE,
      sentAt: { type: DataTypes.DATE, allowNull: true },
      error: { type: DataTypes.TEXT, allowNull: true },
    },
    { sequelize, tableName: 'mail_outbox', modelName: 'OutboxMail', updatedAt: false },
  );
}
