import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { InterfaceLanguage, MailStatus } from '@inkwell/contracts';

/** Every mail core-api sends, delivered or not: staff read it here when no SMTP server is configured. */
export class OutboxMail extends Model<InferAttributes<OutboxMail>, InferCreationAttributes<OutboxMail>> {
  declare id: CreationOptional<string>;
  declare recipient: string;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  /** which mail this is, e.g. 'reset-password' */
  declare template: string;
  /** the language it was rendered in; null for mails written before templates were stored */
  declare language: CreationOptional<InterfaceLanguage | null>;
  declare status: MailStatus;
  declare attempts: CreationOptional<number>;
  declare createdAt: CreationOptional<Date>;
  declare lastAttemptAt: CreationOptional<Date | null>;
  declare sentAt: CreationOptional<Date | null>;
  declare error: CreationOptional<string | null>;
  /** content in base64; kept with the mail so a retry sends the same files (migration 0026) */
  declare attachments: CreationOptional<StoredAttachment[] | null>;
}

export interface StoredAttachment {
  filename: string;
  contentType: string;
  content: string;
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
      language: { type: DataTypes.TEXT, allowNull: true },
      status: { type: DataTypes.TEXT, allowNull: false },
      attempts: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
      createdAt: DataTypes.DATE,
      lastAttemptAt: { type: DataTypes.DATE, allowNull: true },
      sentAt: { type: DataTypes.DATE, allowNull: true },
      error: { type: DataTypes.TEXT, allowNull: true },
      attachments: { type: DataTypes.JSONB, allowNull: true },
    },
    { sequelize, tableName: 'mail_outbox', modelName: 'OutboxMail', updatedAt: false },
  );
}
