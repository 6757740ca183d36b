import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';

/** A client's folder of orders, e.g. one campaign; created by migration 0006-orders. */
export class Project extends Model<InferAttributes<Project>, InferCreationAttributes<Project>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare name: string;
  declare languageId: number;
  declare purchaseOrder: string | null;
  declare quoteId: string | null;
  declare externalId: string | null;
  declare deadlineAt: Date | null;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

export function initProjectModels(sequelize: Sequelize): void {
  Project.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      clientId: { type: DataTypes.INTEGER, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
      languageId: { type: DataTypes.INTEGER, allowNull: false },
      purchaseOrder: { type: DataTypes.TEXT, allowNull: true },
      quoteId: { type: DataTypes.TEXT, allowNull: true },
      externalId: { type: DataTypes.TEXT, allowNull: true },
      deadlineAt: { type: DataTypes.DATE, allowNull: true },
      createdAt: DataTypes.DATE,
      updatedAt: DataTypes.DATE,
    },
    { sequelize, underscored: true, tableName: 'projects', modelName: 'Project' },
  );
}

export function projectsDatabase(): Sequelize {
  const sequelize = Project.sequelize;
  if (!sequelize) throw new Error('Project models are not initialised: call initModels first');
  return sequelize;
}
