import type { Migration } from '../migrate.js';

/** A client's projects as a picker lists them: a new version from the sequence for each client whose projects `rows` hold. */
const bumpClientsOf = (rows: string) => `
  BEGIN
    INSERT INTO client_project_versions (client_id, version)
    SELECT c.client_id, nextval('client_project_version_seq') FROM (SELECT DISTINCT client_id FROM ${rows} ORDER BY client_id) c
    ON CONFLICT (client_id) DO UPDATE SET version = EXCLUDED.version;
    RETURN NULL;
  END`;

/**
 * What a project picker shows of a client's projects changes only with her projects (or a language's name), so
 * core-api may keep a picker's answer and send it again while her version is the one it was written at
 * (decision 085): one index lookup instead of writing 7,377 projects for the largest client. Statement triggers
 * give each client whose projects a statement wrote a new version, in the writing transaction; a change to the
 * languages gives every client one. Versions come from one sequence, so a version is never given twice, even
 * after the table was emptied. A client without a row has no version: her picker is written on every call.
 */
export const m0066ClientProjectVersions: Migration = {
  name: '0066-client-project-versions',
  async up({ sql }) {
    await sql('CREATE SEQUENCE client_project_version_seq');
    await sql(`
      CREATE TABLE client_project_versions (
        client_id integer PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
        version bigint NOT NULL
      )`);
    await sql(`CREATE FUNCTION client_project_versions_on_insert() RETURNS trigger LANGUAGE plpgsql AS $fn$ ${bumpClientsOf('inserted_projects')} $fn$`);
    await sql(`
      CREATE FUNCTION client_project_versions_on_update() RETURNS trigger LANGUAGE plpgsql AS $fn$
      ${bumpClientsOf('(SELECT client_id FROM updated_projects UNION ALL SELECT client_id FROM previous_projects) changed')}
      $fn$`);
    await sql(`CREATE FUNCTION client_project_versions_on_delete() RETURNS trigger LANGUAGE plpgsql AS $fn$ ${bumpClientsOf('deleted_projects')} $fn$`);
    await sql(`
      CREATE FUNCTION client_project_versions_forget() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        DELETE FROM client_project_versions;
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE FUNCTION client_project_versions_of_languages() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE client_project_versions SET version = nextval('client_project_version_seq');
        RETURN NULL;
      END
      $fn$`);
    await sql(`
      CREATE TRIGGER projects_versions_inserted AFTER INSERT ON projects
        REFERENCING NEW TABLE AS inserted_projects FOR EACH STATEMENT EXECUTE FUNCTION client_project_versions_on_insert()`);
    await sql(`
      CREATE TRIGGER projects_versions_updated AFTER UPDATE ON projects
        REFERENCING OLD TABLE AS previous_projects NEW TABLE AS updated_projects FOR EACH STATEMENT EXECUTE FUNCTION client_project_versions_on_update()`);
    await sql(`
      CREATE TRIGGER projects_versions_deleted AFTER DELETE ON projects
        REFERENCING OLD TABLE AS deleted_projects FOR EACH STATEMENT EXECUTE FUNCTION client_project_versions_on_delete()`);
    await sql('CREATE TRIGGER projects_versions_truncated AFTER TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION client_project_versions_forget()');
    await sql(`
      CREATE TRIGGER languages_project_versions AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON languages
        FOR EACH STATEMENT EXECUTE FUNCTION client_project_versions_of_languages()`);

    // The clients with projects already, versioned while project writers wait (the triggers version everything after).
    await sql('LOCK TABLE projects IN SHARE ROW EXCLUSIVE MODE');
    await sql(`
      INSERT INTO client_project_versions (client_id, version)
      SELECT c.client_id, nextval('client_project_version_seq') FROM (SELECT DISTINCT client_id FROM projects ORDER BY client_id) c`);
  },
};
