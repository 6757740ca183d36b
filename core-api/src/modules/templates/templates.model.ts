import {
  DataTypes,
  Model,
  type CreationOptional,
  type InferAttributes,
  type InferCreationAttributes,
  type Sequelize,
} from 'sequelize';
import type { TemplateTree } from '@inkwell/templates';

/** A client's briefing, or a system briefing (clientId null) every client may read; created by migration 0008-templates. */
export class Briefing extends Model<InferAttributes<Briefing>, InferCreationAttributes<Briefing>> {
  declare id: CreationOptional<number>;
  declare clientId: number | null;
  declare name: string;
  declare tree: TemplateTree;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

/** A client's text layout: the sections a text ordered with it must follow. */
export class TextLayout extends Model<InferAttributes<TextLayout>, InferCreationAttributes<TextLayout>> {
  declare id: CreationOptional<number>;
  declare clientId: number;
  declare name: string;
  declare tree: TemplateTree;
  declare createdAt: CreationOptional<Date>;
  declare updatedAt: CreationOptional<Date>;
}

const columns = {
  id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
  name: { type: DataTypes.TEXT, allowNull: false },
  tree: { type: DataTypes.JSONB, allowNull: false },
  createdAt: DataTypes.DATE,
  updatedAt: DataTypes.DATE,
};

export function initTemplateModels(sequelize: Sequelize): void {
  Briefing.init(
    { ...columns, clientId: { type: DataTypes.INTEGER, allowNull: true } },
    { sequelize, underscored: true, tableName: 'briefings', modelName: 'Briefing' },
  );
  TextLayout.init(
    { ...columns, clientId: { type: DataTypes.INTEGER, allowNull: false } },
    { sequelize, underscored: true, tableName: 'text_layouts', modelName: 'TextLayout' },
  );
}
