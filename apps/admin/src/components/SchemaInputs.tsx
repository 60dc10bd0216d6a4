import { Box, Typography } from '@mui/material';
import { ArrayInput, BooleanInput, NumberInput, SelectInput, SimpleFormIterator, TextArrayInput, TextInput, maxValue, minValue } from 'react-admin';
import type { ReactNode } from 'react';
import { z } from 'zod';

/** The part of JSON Schema that z.toJSONSchema gives for our config and content schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  description?: string;
  default?: unknown;
}

/** A zod schema as JSON Schema (what the value looks like on the way in; refinements are checked by zod itself). */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const label = (name: string) => name.replace(/_/g, ' ');

/** `a.b.0.c` errors for react-hook-form from a zod failure, under `prefix` (the form's `value`). */
export function zodErrors(schema: z.ZodType, value: unknown, prefix: string): Record<string, unknown> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const path = [prefix, ...issue.path.map(String)];
    let node = errors;
    path.slice(0, -1).forEach((part) => {
      node[part] = (node[part] as Record<string, unknown> | undefined) ?? {};
      node = node[part] as Record<string, unknown>;
    });
    const last = path[path.length - 1];
    if (node[last] === undefined) node[last] = issue.message;
  }
  return errors;
}

function scalarType(schema: JsonSchema): string | undefined {
  if (schema.enum) return 'enum';
  if (schema.anyOf) {
    const types = schema.anyOf.map(scalarType);
    if (types.every((t) => t === 'string' || t === 'enum')) return 'string';
    return types.find(Boolean);
  }
  if (schema.const !== undefined) return 'string';
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

/**
 * react-admin inputs for a JSON Schema: an object is a titled group of its properties, a string a
 * TextInput, an enum a SelectInput, a number a NumberInput with its bounds, a boolean a switch, an
 * array of strings a TextArrayInput and an array of objects an ArrayInput of sub-forms. `source` is
 * where the value sits in the form (e.g. `value`), relative to an iterator row inside arrays.
 */
export function SchemaInputs({ schema, source, name }: { schema: JsonSchema; source: string; name?: string }): ReactNode {
  const type = scalarType(schema);
  const fieldLabel = label(name ?? source);
  if (type === 'object' && schema.properties) {
    const children = Object.entries(schema.properties).map(([key, child]) => <SchemaInputs key={key} schema={child} source={source ? `${source}.${key}` : key} name={key} />);
    if (!name) return <>{children}</>;
    return (
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pb: 1, mb: 2, width: '100%', maxWidth: 720 }}>
        <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
          {fieldLabel}
        </Typography>
        {children}
      </Box>
    );
  }
  if (type === 'array' && schema.items) {
    const itemType = scalarType(schema.items);
    if (itemType === 'string' || itemType === 'enum') return <TextArrayInput source={source} label={fieldLabel} sx={{ maxWidth: 720 }} fullWidth />;
    return (
      <ArrayInput source={source} label={fieldLabel}>
        <SimpleFormIterator disableReordering={false}>
          <SchemaInputs schema={schema.items} source="" />
        </SimpleFormIterator>
      </ArrayInput>
    );
  }
  if (type === 'enum') {
    const choices = (schema.enum ?? schema.anyOf?.flatMap((s) => s.enum ?? (s.const !== undefined ? [s.const] : [])) ?? []).map((v) => ({ id: String(v), name: String(v) }));
    return <SelectInput source={source} label={fieldLabel} choices={choices} />;
  }
  if (type === 'boolean') return <BooleanInput source={source} label={fieldLabel} />;
  if (type === 'number' || type === 'integer') {
    const validate = [...(schema.minimum !== undefined ? [minValue(schema.minimum)] : []), ...(schema.maximum !== undefined ? [maxValue(schema.maximum)] : [])];
    return <NumberInput source={source} label={fieldLabel} validate={validate} step={type === 'integer' ? 1 : 'any'} />;
  }
  return <TextInput source={source} label={fieldLabel} fullWidth sx={{ maxWidth: 720 }} />;
}
