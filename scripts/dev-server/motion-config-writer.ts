// The motion studio's "Save to source": rewrites the tuned constants of src/motion/motion.config.ts
// in place. It edits the syntax tree, not the text: magicast parses the module (recast over Babel's
// TypeScript parser) and reprints only the literal nodes that changed, so every comment, blank line,
// trailing comma and untouched value stays byte for byte as the designer wrote it.
import { builders, generateCode, parseModule, type ASTNode } from 'magicast';
import type { MotionField, MotionPath } from '../../src/motion/motion-fields.ts';

/** A syntax node of the given type (magicast's nodes are Babel's). */
export type NodeOf<Type extends ASTNode['type']> = Extract<ASTNode, { type: Type }>;
/** recast keeps a node's comments on it */
export type PrintedNode = ASTNode & { comments?: unknown };

/**
 * One constant to write: its path in `motion` and its new value.
 */
export type MotionChange = { path: readonly (string | number)[]; value: number | string };
export interface MotionChangeResult {
  /** The new source; `source` itself when nothing changed. */
  code: string;
  /** The keys (`about.tabRotationMs`) whose value changed, in the order given. */
  changed: string[];
}

/** A change the writer refuses: its message names the path and why. */
export class MotionConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MotionConfigError';
  }
}

const key = (path: readonly (string | number)[]) => path.join('.');

/**
 * `x as const`, `x satisfies T`, `x!`, `<T>x` and `(x)` are all x.
 */
function unwrap(node: ASTNode | null | undefined): ASTNode | null | undefined {
  let current = node;
  while (
    current &&
    (current.type === 'TSAsExpression' ||
      current.type === 'TSSatisfiesExpression' ||
      current.type === 'TSNonNullExpression' ||
      current.type === 'TSTypeAssertion' ||
      current.type === 'ParenthesizedExpression')
  ) {
    current = current.expression;
  }
  return current;
}

/**
 * The initialiser of `export const motion = …`, or null.
 */
function findMotionObject(program: NodeOf<'Program'>) {
  for (const statement of program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const declaration = statement.declaration;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === 'motion') {
        return unwrap(declarator.init);
      }
    }
  }
  return null;
}

/**
 * The name of an object's property (`tabRotationMs`, `'tabRotationMs'`); undefined for a computed one.
 */
function propertyName(property: NodeOf<'ObjectExpression'>['properties'][number]) {
  if (property.type !== 'ObjectProperty' || property.computed) return undefined;
  const { key: name } = property;
  if (name.type === 'Identifier') return name.name;
  if (name.type === 'StringLiteral') return name.value;
  return undefined;
}

/**
 * Where the value at `path` sits: the node holding it and the slot, so the literal can be replaced.
 * Null when the path does not lead anywhere in the file.
 */
function locate(
  root: ASTNode,
  path: readonly (string | number)[],
): { node: ASTNode; replace: (next: ASTNode) => void } | null {
  let node: ASTNode | null | undefined = root;
  let replace: ((next: ASTNode) => void) | null = null;
  for (const step of path) {
    node = unwrap(node);
    if (node?.type === 'ObjectExpression') {
      // The last property of a name wins, as in JavaScript.
      const property = node.properties.findLast((p) => propertyName(p) === String(step));
      if (property?.type !== 'ObjectProperty') return null;
      replace = (next) => {
        property.value = next as NodeOf<'ObjectProperty'>['value'];
      };
      node = property.value;
    } else if (node?.type === 'ArrayExpression') {
      const index = typeof step === 'number' ? step : /^\d+$/.test(step) ? Number(step) : NaN;
      if (!Number.isInteger(index) || index < 0 || index >= node.elements.length) return null;
      const { elements } = node;
      const element = elements[index];
      if (!element || element.type === 'SpreadElement') return null;
      replace = (next) => {
        elements[index] = next as typeof element;
      };
      node = element;
    } else {
      return null;
    }
  }
  return replace && node ? { node, replace } : null;
}

/**
 * The number a numeric literal (or `-literal`) stands for; undefined for anything else.
 */
function numberOf(node: ASTNode) {
  if (node.type === 'NumericLiteral') return node.value;
  if (
    node.type === 'UnaryExpression' &&
    node.operator === '-' &&
    node.argument.type === 'NumericLiteral'
  ) {
    return -node.argument.value;
  }
  return undefined;
}

/**
 * A fresh literal node in place of `old`; recast prints it as `12000`, `0.35`, `-4` or `'expo.out'`.
 * It takes over the comments recast attached to `old` (a block comment just before or after the
 * value), which would otherwise go with it.
 */
function literalNode(value: number | string, old: PrintedNode) {
  // -0 is written as 0.
  const node = builders.literal(
    typeof value === 'number' && value === 0 ? 0 : value,
  ) as PrintedNode;
  if (old.comments) node.comments = old.comments;
  return node;
}

/**
 * Applies `changes` to the source of motion.config.ts. Every change is checked against the schema and
 * the file before any is applied: one refused change refuses them all (MotionConfigError).
 * Returns the new source and the keys (`about.tabRotationMs`) whose value actually changed; with none,
 * `code` is `source` itself.
 */
export function applyMotionChanges(
  source: string,
  changes: readonly MotionChange[],
  fieldAt: (path: MotionPath) => MotionField | undefined,
  fieldProblem: (field: MotionField, value: unknown) => string | null,
): MotionChangeResult {
  // The changes come from a request's JSON: each is checked here.
  const list: unknown = changes;
  if (!Array.isArray(list)) throw new MotionConfigError('changes must be a list');

  let mod;
  try {
    mod = parseModule(source);
  } catch (error) {
    throw new MotionConfigError(
      `motion.config.ts does not parse: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const root = mod.$ast.type === 'Program' ? findMotionObject(mod.$ast) : null;
  if (root?.type !== 'ObjectExpression') {
    throw new MotionConfigError('motion.config.ts has no `export const motion = { … }`');
  }

  const edits: {
    node: ASTNode;
    replace: (next: ASTNode) => void;
    name: string;
    value: number | string;
  }[] = [];
  const seen: Set<string> = new Set();
  for (const change of changes) {
    const path: unknown = change?.path;
    if (
      !Array.isArray(path) ||
      path.length === 0 ||
      !path.every((step) => typeof step === 'string' || typeof step === 'number')
    ) {
      throw new MotionConfigError('every change needs a path: a list of names and indices');
    }
    const name = key(path);
    if (seen.has(name)) throw new MotionConfigError(`${name} is changed twice`);
    seen.add(name);

    const field = fieldAt(path);
    if (!field) throw new MotionConfigError(`${name} is not a motion constant the studio tunes`);

    const { value } = change;
    if (typeof value === 'number' && !Number.isFinite(value)) {
      throw new MotionConfigError(`${name} must be a finite number`);
    }
    const problem = fieldProblem(field, value);
    if (problem) throw new MotionConfigError(problem);

    const found = locate(root, path);
    if (!found) throw new MotionConfigError(`${name} is not in motion.config.ts`);

    let current;
    if (field.kind === 'number') {
      current = numberOf(found.node);
      if (current === undefined) {
        throw new MotionConfigError(`${name} is not a number literal in motion.config.ts`);
      }
      if (typeof value !== 'number') throw new MotionConfigError(`${name} must be a number`);
    } else {
      if (found.node.type !== 'StringLiteral') {
        throw new MotionConfigError(`${name} is not a string literal in motion.config.ts`);
      }
      current = found.node.value;
      if (typeof value !== 'string')
        throw new MotionConfigError(`${name} must be an ease, as text`);
    }
    if (current === value) continue;
    edits.push({ ...found, name, value });
  }

  if (edits.length === 0) return { code: source, changed: [] };

  for (const { replace, node, value } of edits) replace(literalNode(value, node));

  const lineTerminator = /\r\n/.test(source) ? '\r\n' : '\n';
  let { code } = generateCode(mod, { lineTerminator, format: { quote: 'single' } });
  // Recast's program ends at its last token: give back the whitespace around it.
  const leading = /^\s*/.exec(source)?.[0] ?? '';
  const trailing = /\s*$/.exec(source)?.[0] ?? '';
  code = leading + code.trim() + trailing;
  return { code, changed: edits.map((edit) => edit.name) };
}
