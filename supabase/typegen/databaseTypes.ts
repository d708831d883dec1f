import type pg from 'pg';

// Writes the `Database` type that supabase-js v2 takes (`createClient<Database>(…)`) from the
// catalog of a migrated database, in the shape of `supabase gen types typescript`: per schema
// Tables (Row, Insert, Update, Relationships), Views, Functions (Args, Returns, SetofOptions),
// Enums and CompositeTypes. Keys are sorted, so the output depends on the schema only.

interface Column {
  relation: string;
  name: string;
  typeOid: number;
  notNull: boolean;
  hasDefault: boolean;
  identity: boolean;
  generated: boolean;
}

interface Relationship {
  relation: string;
  name: string;
  columns: string[];
  isOneToOne: boolean;
  referencedRelation: string;
  referencedColumns: string[];
}

interface PgType {
  oid: number;
  name: string;
  schema: string;
  type: string;
  category: string;
  element: number;
  relation: string | null;
  relationKind: string | null;
  enumLabels: string[] | null;
}

interface PgFunction {
  name: string;
  argNames: string[] | null;
  argModes: string[] | null;
  allArgTypes: number[] | null;
  inputArgTypes: number[];
  defaultCount: number;
  returnType: number;
  returnsSet: boolean;
}

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid', 'money']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'uuid',
  'citext',
  'bytea',
  'inet',
  'cidr',
  'macaddr',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
]);

/** `numeric` is exact in PostgreSQL; PostgREST takes it as a JSON string too (e.g. wei-exact ETH). */
const EXACT_NUMBER_WRITE_TYPES = new Set(['numeric']);

const quote = (text: string) => JSON.stringify(text);
const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : quote(name));
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const indent = (text: string, spaces: number) =>
  text
    .split('\n')
    .map((line) => (line === '' ? line : ' '.repeat(spaces) + line))
    .join('\n');

async function loadCatalog(db: pg.Pool | pg.Client, schema: string) {
  const relations = await db.query<{ name: string; kind: string }>(
    `select c.relname as name, c.relkind as kind from pg_class c
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm') order by c.relname`,
    [schema],
  );
  const columns = await db.query<Column>(
    `select c.relname as relation, a.attname as name, a.atttypid::int as "typeOid", a.attnotnull as "notNull",
            a.atthasdef as "hasDefault", a.attidentity <> '' as identity, a.attgenerated <> '' as generated
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'p', 'v', 'm')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attname`,
    [schema],
  );
  const relationships = await db.query<Relationship>(
    `select c.relname::text as relation, k.conname::text as name,
            array(select a.attname::text from unnest(k.conkey) with ordinality as u(attnum, position)
                  join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum order by u.position) as columns,
            exists (select 1 from pg_index i where i.indrelid = k.conrelid and i.indisunique and i.indpred is null
                    and i.indkey::int2[] @> k.conkey and i.indkey::int2[] <@ k.conkey) as "isOneToOne",
            r.relname as "referencedRelation",
            array(select a.attname::text from unnest(k.confkey) with ordinality as u(attnum, position)
                  join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum order by u.position) as "referencedColumns"
     from pg_constraint k
     join pg_class c on c.oid = k.conrelid
     join pg_class r on r.oid = k.confrelid
     where k.contype = 'f' and c.relnamespace = $1::regnamespace and r.relnamespace = $1::regnamespace
     order by c.relname, k.conname`,
    [schema],
  );
  const functions = await db.query<PgFunction>(
    `select p.proname as name, p.proargnames as "argNames", p.proargmodes::text[] as "argModes",
            p.proallargtypes::int[] as "allArgTypes", p.proargtypes::int[] as "inputArgTypes",
            p.pronargdefaults as "defaultCount", p.prorettype::int as "returnType", p.proretset as "returnsSet"
     from pg_proc p
     where p.pronamespace = $1::regnamespace and p.prokind = 'f'
       and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
     order by p.proname, p.oid`,
    [schema],
  );
  const types = await db.query<PgType>(
    `select t.oid::int as oid, t.typname as name, n.nspname as schema, t.typtype as type, t.typcategory as category,
            t.typelem::int as element, rel.relname as relation, rel.relkind as "relationKind",
            case when t.typtype = 'e' then array(select e.enumlabel from pg_enum e where e.enumtypid = t.oid order by e.enumsortorder) end as "enumLabels"
     from pg_type t join pg_namespace n on n.oid = t.typnamespace
     left join pg_class rel on rel.oid = t.typrelid`,
  );
  return {
    relations: relations.rows,
    columns: columns.rows,
    relationships: relationships.rows,
    functions: functions.rows,
    types: new Map(types.rows.map((type) => [type.oid, type])),
  };
}

type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

function typeScriptType(catalog: Catalog, schema: string, oid: number, forWrite = false): string {
  const type = catalog.types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.element !== 0) {
    const element = typeScriptType(catalog, schema, type.element, forWrite);
    return element.includes(' ') ? `(${element})[]` : `${element}[]`;
  }
  if (type.type === 'e' && type.schema === schema) return `Database[${quote(schema)}]["Enums"][${quote(type.name)}]`;
  if (type.type === 'c' && type.schema === schema && type.relationKind === 'c') {
    return `Database[${quote(schema)}]["CompositeTypes"][${quote(type.name)}]`;
  }
  if (type.name === 'bool') return 'boolean';
  if (forWrite && EXACT_NUMBER_WRITE_TYPES.has(type.name)) return 'number | string';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

function objectType(fields: string[]): string {
  return fields.length === 0 ? '{}' : `{\n${indent(fields.join('\n'), 2)}\n}`;
}

const emptyGroup = '{\n  [_ in never]: never\n}';

function rowFields(catalog: Catalog, schema: string, relation: string): string[] {
  return catalog.columns
    .filter((column) => column.relation === relation)
    .map((column) => {
      const type = typeScriptType(catalog, schema, column.typeOid);
      return `${key(column.name)}: ${type}${column.notNull || type === 'unknown' ? '' : ' | null'}`;
    });
}

function writeFields(catalog: Catalog, schema: string, relation: string, mode: 'Insert' | 'Update'): string[] {
  return catalog.columns
    .filter((column) => column.relation === relation)
    .map((column) => {
      if (column.generated) return `${key(column.name)}?: never`;
      const optional = mode === 'Update' || !column.notNull || column.hasDefault || column.identity;
      const type = typeScriptType(catalog, schema, column.typeOid, true);
      return `${key(column.name)}${optional ? '?' : ''}: ${type}${column.notNull || type === 'unknown' ? '' : ' | null'}`;
    });
}

function relationshipsType(catalog: Catalog, relation: string): string {
  const relationships = catalog.relationships.filter((relationship) => relationship.relation === relation);
  if (relationships.length === 0) return '[]';
  const items = relationships.map((relationship) =>
    [
      '{',
      `  foreignKeyName: ${quote(relationship.name)}`,
      `  columns: [${relationship.columns.map(quote).join(', ')}]`,
      `  isOneToOne: ${relationship.isOneToOne}`,
      `  referencedRelation: ${quote(relationship.referencedRelation)}`,
      `  referencedColumns: [${relationship.referencedColumns.map(quote).join(', ')}]`,
      '},',
    ].join('\n'),
  );
  return `[\n${indent(items.join('\n'), 2)}\n]`;
}

function tablesType(catalog: Catalog, schema: string, kinds: string[]): string {
  const relations = catalog.relations.filter((relation) => kinds.includes(relation.kind));
  if (relations.length === 0) return emptyGroup;
  const isView = kinds.includes('v');
  const entries = relations.map(({ name }) => {
    const parts = [`Row: ${objectType(rowFields(catalog, schema, name))}`];
    if (!isView) {
      parts.push(`Insert: ${objectType(writeFields(catalog, schema, name, 'Insert'))}`);
      parts.push(`Update: ${objectType(writeFields(catalog, schema, name, 'Update'))}`);
    }
    parts.push(`Relationships: ${relationshipsType(catalog, name)}`);
    return `${key(name)}: ${objectType(parts)}`;
  });
  return objectType(entries);
}

function functionType(catalog: Catalog, schema: string, fn: PgFunction): string {
  const modes = fn.argModes ?? fn.inputArgTypes.map(() => 'i');
  const types = fn.allArgTypes ?? fn.inputArgTypes;
  const names = fn.argNames ?? [];
  const inputs = modes.flatMap((mode, index) =>
    ['i', 'b', 'v'].includes(mode) ? [{ name: names[index] ?? '', type: types[index] }] : [],
  );
  const firstOptional = inputs.length - fn.defaultCount;
  const args = inputs
    .map(
      (arg, index) =>
        `${key(arg.name)}${index >= firstOptional ? '?' : ''}: ${typeScriptType(catalog, schema, arg.type, true)}`,
    )
    .sort(byName);
  const argsType = args.length === 0 ? 'never' : `{ ${args.join('; ')} }`;

  const tableColumns = modes.flatMap((mode, index) =>
    mode === 't' ? [`${key(names[index])}: ${typeScriptType(catalog, schema, types[index])}`] : [],
  );
  const returnType = catalog.types.get(fn.returnType);
  const returnsRelation =
    returnType?.relation && returnType.schema === schema && returnType.relationKind !== 'c'
      ? returnType.relation
      : null;
  let returns: string;
  let setofOptions: string | null = null;
  if (tableColumns.length > 0) {
    returns = `${objectType(tableColumns.sort(byName))}[]`;
  } else if (returnsRelation) {
    returns = objectType(rowFields(catalog, schema, returnsRelation)) + (fn.returnsSet ? '[]' : '');
    setofOptions = objectType([
      'from: "*"',
      `to: ${quote(returnsRelation)}`,
      `isOneToOne: ${!fn.returnsSet}`,
      `isSetofReturn: ${fn.returnsSet}`,
    ]);
  } else {
    const scalar = typeScriptType(catalog, schema, fn.returnType);
    returns = fn.returnsSet ? (scalar.includes(' ') ? `(${scalar})[]` : `${scalar}[]`) : scalar;
  }
  const parts = [`Args: ${argsType}`, `Returns: ${returns}`];
  if (setofOptions) parts.push(`SetofOptions: ${setofOptions}`);
  return objectType(parts);
}

function functionsType(catalog: Catalog, schema: string): string {
  if (catalog.functions.length === 0) return emptyGroup;
  const names = [...new Set(catalog.functions.map((fn) => fn.name))].sort(byName);
  const entries = names.map((name) => {
    const overloads = catalog.functions.filter((fn) => fn.name === name).map((fn) => functionType(catalog, schema, fn));
    return `${key(name)}: ${
      overloads.length === 1
        ? overloads[0]
        : overloads
            .sort(byName)
            .map((o) => `| ${o}`)
            .join('\n')
    }`;
  });
  return objectType(entries);
}

function enumsType(catalog: Catalog, schema: string): { type: string; constants: string } {
  const enums = [...catalog.types.values()]
    .filter((type) => type.schema === schema && type.type === 'e')
    .sort((a, b) => byName(a.name, b.name));
  if (enums.length === 0) return { type: emptyGroup, constants: '{}' };
  return {
    type: objectType(enums.map((type) => `${key(type.name)}: ${(type.enumLabels ?? []).map(quote).join(' | ')}`)),
    constants: objectType(
      enums.map((type) => `${key(type.name)}: [${(type.enumLabels ?? []).map(quote).join(', ')}],`),
    ),
  };
}

function compositeTypesType(catalog: Catalog, schema: string): string {
  const composites = [...catalog.types.values()].filter(
    (type) => type.schema === schema && type.type === 'c' && type.relationKind === 'c',
  );
  if (composites.length === 0) return emptyGroup;
  // Composite types' attributes are columns of their pg_class entry, which loadCatalog does not
  // read: none exist in this project, so refuse rather than write a wrong type.
  throw new Error(
    `Composite types are not supported by the generator yet: ${composites.map((type) => type.name).join(', ')}`,
  );
}

/** The TypeScript source of the Database type for `schema` (default public) of a migrated database. */
export async function generateDatabaseTypes(db: pg.Pool | pg.Client, schema = 'public'): Promise<string> {
  const catalog = await loadCatalog(db, schema);
  const enums = enumsType(catalog, schema);
  const schemaType = objectType([
    `Tables: ${tablesType(catalog, schema, ['r', 'p'])}`,
    `Views: ${tablesType(catalog, schema, ['v', 'm'])}`,
    `Functions: ${functionsType(catalog, schema)}`,
    `Enums: ${enums.type}`,
    `CompositeTypes: ${compositeTypesType(catalog, schema)}`,
  ]);
  return `// Generated by \`npm run db:types\` from the migrated schema in supabase/migrations: do not edit.
// A test (supabase/tests/databaseTypes.test.ts) fails when this file and the migrations drift.
// numeric columns read as number (PostgREST sends JSON numbers); select them as \`col::text\` to
// keep every digit, and write them as a decimal string to store them exactly.

export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // The PostgREST major version the client may assume (createClient<Database> reads it).
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
${indent(`${key(schema)}: ${schemaType}`, 2)}
}

type DatabaseSchema = Database[${quote(schema)}]

export type Tables<Name extends keyof (DatabaseSchema["Tables"] & DatabaseSchema["Views"])> =
  (DatabaseSchema["Tables"] & DatabaseSchema["Views"])[Name] extends { Row: infer Row } ? Row : never

export type TablesInsert<Name extends keyof DatabaseSchema["Tables"]> = DatabaseSchema["Tables"][Name]["Insert"]

export type TablesUpdate<Name extends keyof DatabaseSchema["Tables"]> = DatabaseSchema["Tables"][Name]["Update"]

export type Enums<Name extends keyof DatabaseSchema["Enums"]> = DatabaseSchema["Enums"][Name]

export type CompositeTypes<Name extends keyof DatabaseSchema["CompositeTypes"]> = DatabaseSchema["CompositeTypes"][Name]

export const Constants = {
${indent(`${key(schema)}: ${objectType([`Enums: ${enums.constants},`])},`, 2)}
} as const
`;
}
