import {
  DataTypes,
  fn,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { Role } from '@inkwell/contracts';

export type OneTimeTokenPurpose = 'confirm_registration' | 'reset_password' | 'confirm_email';

/** One link of a refresh-token chain; every rotation adds a row to the same family. */
export class RefreshToken extends Model<InferAttributes<RefreshToken>, InferCreationAttributes<RefreshToken>> {
  declare id: CreationOptional<string>;
  declare role: Role;
  declare userId: number;
  /** sha256 hex of the token; the token itself is never stored */
  declare tokenHash: string;
  declare familyId: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare revokedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

/** Registration confirmations and password resets: single use, short-lived, stored hashed. */
export class OneTimeToken extends Model<InferAttributes<OneTimeToken>, InferCreationAttributes<OneTimeToken>> {
  declare id: CreationOptional<string>;
  declare role: Role;
  declare userId: number;
  declare purpose: OneTimeTokenPurpose;
  declare tokenHash: string;
  declare expiresAt: Date;
  declare usedAt: CreationOptional<Date | null>;
  declare createdAt: CreationOptional<Date>;
}

export class LoginFailure extends Model<InferAttributes<LoginFailure>, InferCreationAttributes<LoginFailure>> {
  declare id: CreationOptional<string>;
  /** role and lower-cased e-mail, e.g. 'client:ann@example.com' */
  declare accountKey: string;
  declare ip: string;
  declare at: CreationOptional<Date>;
}

export function initAuthModels(sequelize: Sequelize): void {
  RefreshToken.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      role: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      familyId: { type: DataTypes.UUID, allowNull: false },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      revokedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'refresh_tokens', modelName: 'RefreshToken', updatedAt: false },
  );

  OneTimeToken.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      role: { type: DataTypes.TEXT, allowNull: false },
      userId: { type: DataTypes.INTEGER, allowNull: false },
      purpose: { type: DataTypes.TEXT, allowNull: false },
      tokenHash: { type: DataTypes.CHAR(64), allowNull: false, unique: true },
      expiresAt: { type: DataTypes.DATE, allowNull: false },
      usedAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
    },
    { sequelize, tableName: 'one_time_tokens', modelName: 'OneTimeToken', updatedAt: false },
  );

  LoginFailure.init(
    {
      id: { type: DataTypes.BIGINT, primaryKey: true, autoIncrement: true },
      accountKey: { type: DataTypes.TEXT, allowNull: false },
      ip: { type: DataTypes.TEXT, allowNull: false },
      // the database's clock, so every replica counts failures against the same time
      at: { type: DataTypes.DATE, allowNull: false, defaultValue: fn('now') },
    },
    { sequelize, tableName: 'login_failures', modelName: 'LoginFailure', timestamps: false },
  );
}
