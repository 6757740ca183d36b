import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { ClientNotificationEvent, EmailTemplateId, InterfaceLanguage } from '@inkwell/contracts';
import { initOutboxModel } from './outbox.model.js';

/** One template in one language, as staff last saved it (migration 0023 stored the first version). */
export class EmailTemplateText extends Model<InferAttributes<EmailTemplateText>, InferCreationAttributes<EmailTemplateText>> {
  declare templateId: EmailTemplateId;
  declare language: InterfaceLanguage;
  declare subject: string;
  declare body: string;
  declare updatedAt: CreationOptional<Date>;
  /** the admin who saved it last; null for the text the migration stored */
  declare updatedBy: CreationOptional<number | null>;
}

/** Someone besides the account who gets a client's mails of the events chosen. */
export class NotificationRecipient extends Model<InferAttributes<NotificationRecipient>, InferCreationAttributes<NotificationRecipient>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare email: string;
  declare name: string;
  declare events: ClientNotificationEvent[];
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initNotificationModels(sequelize: Sequelize): void {
  initOutboxModel(sequelize);
  EmailTemplateText.init(
    {
      templateId: { type: DataTypes.TEXT, primaryKey: true },
      language: { type: DataTypes.TEXT, primaryKey: true },
      subject: { type: DataTypes.TEXT, allowNull: false },
      body: { type: DataTypes.TEXT, allowNull: false },
      updatedAt: DataTypes.DATE,
      updatedBy: { type: DataTypes.INTEGER, allowNull: true },
    },
    { sequelize, tableName: 'email_templates', modelName: 'EmailTemplateText', createdAt: false },
  );
  NotificationRecipient.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      email: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      events: { type: DataTypes.ARRAY(DataTypes.TEXT), allowNull: false },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'client_notifications_recipients', modelName: 'NotificationRecipient' },
  );
}
