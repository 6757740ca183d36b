import { DataTypes, Model, type CreationOptional, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';
import type { LevelCode } from './data/levels.js';

export class Currency extends Model<InferAttributes<Currency>, InferCreationAttributes<Currency>> {
  declare id: number;
  declare iso4217: string;
  declare symbol: string;
  declare minorUnit: 'cent' | 'pence';
  declare name: string;
}

export class Language extends Model<InferAttributes<Language>, InferCreationAttributes<Language>> {
  declare id: CreationOptional<number>;
  declare name: string;
  declare culture: string;
  declare code: string;
  declare active: boolean;
}

export class Level extends Model<InferAttributes<Level>, InferCreationAttributes<Level>> {
  declare code: LevelCode;
  declare name: string;
  declare rank: number;
}

export class Country extends Model<InferAttributes<Country>, InferCreationAttributes<Country>> {
  declare code: string;
  declare name: string;
  declare eu: boolean;
}

/** The five catalogues that are only an id and a name share one shape, each with its own table. */
function namedCatalogueModel() {
  return class NamedCatalogueEntry extends Model<{ id: number; name: string }> {
    declare id: number;
    declare name: string;
  };
}

export const TextTopic = namedCatalogueModel();
export const TextType = namedCatalogueModel();
export const IndustryExpertise = namedCatalogueModel();
export const AcademicDegree = namedCatalogueModel();
export const AcademicField = namedCatalogueModel();
export type NamedCatalogueModel = ReturnType<typeof namedCatalogueModel>;

/** Tables are created (and filled) by migration 0001-reference; staff add and change languages (decision 052). */
export function initReferenceModels(sequelize: Sequelize): void {
  const options = { sequelize, timestamps: false, underscored: true } as const;
  Currency.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      iso4217: { type: DataTypes.CHAR(3), allowNull: false, unique: true },
      symbol: { type: DataTypes.TEXT, allowNull: false },
      minorUnit: { type: DataTypes.TEXT, allowNull: false },
      name: { type: DataTypes.TEXT, allowNull: false },
    },
    { ...options, tableName: 'currencies', modelName: 'Currency' },
  );
  Language.init(
    {
      id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
      name: { type: DataTypes.TEXT, allowNull: false, unique: true },
      culture: { type: DataTypes.TEXT, allowNull: false, unique: true },
      code: { type: DataTypes.TEXT, allowNull: false },
      active: { type: DataTypes.BOOLEAN, allowNull: false, defaultValue: true },
    },
    { ...options, tableName: 'languages', modelName: 'Language' },
  );
  Level.init(
    {
      code: { type: DataTypes.TEXT, primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false },
      rank: { type: DataTypes.SMALLINT, allowNull: false, unique: true },
    },
    { ...options, tableName: 'levels', modelName: 'Level' },
  );
  Country.init(
    {
      code: { type: DataTypes.CHAR(2), primaryKey: true },
      name: { type: DataTypes.TEXT, allowNull: false, unique: true },
      eu: { type: DataTypes.BOOLEAN, allowNull: false },
    },
    { ...options, tableName: 'countries', modelName: 'Country' },
  );
  const named: [NamedCatalogueModel, string, string][] = [
    [TextTopic, 'text_topics', 'TextTopic'],
    [TextType, 'text_types', 'TextType'],
    [IndustryExpertise, 'industry_expertises', 'IndustryExpertise'],
    [AcademicDegree, 'academic_degrees', 'AcademicDegree'],
    [AcademicField, 'academic_fields', 'AcademicField'],
  ];
  for (const [model, tableName, modelName] of named) {
    model.init(
      {
        id: { type: DataTypes.INTEGER, primaryKey: true, autoIncrement: true },
        name: { type: DataTypes.TEXT, allowNull: false, unique: true },
      },
      { ...options, tableName, modelName },
    );
  }
}
