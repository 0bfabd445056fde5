// The motion studio's "Save to source": rewrites the tuned constants of src/motion/motion.config.ts
// in place. It edits the syntax tree, not the text: magicast parses the module (recast over Babel's
// TypeScript parser) and reprints only the literal nodes that changed, so every comment, blank line,
// trailing comma and untouched value stays byte for byte as the designer wrote it.
import { builders, generateCode, parseModule } from 'magicast';

/** @import { ASTNode } from 'magicast' */
/** @import { MotionField, MotionPath } from '../../src/motion/motion-fields.ts' */

/**
 * A syntax node of the given type (magicast's nodes are Babel's).
 * @template {ASTNode['type']} Type
 * @typedef {Extract<ASTNode, { type: Type }>} NodeOf
 */
/** @typedef {ASTNode & { comments?: unknown }} PrintedNode recast keeps a node's comments on it */

/**
 * One constant to write: its path in `motion` and its new value.
 * @typedef {{ path: readonly (string | number)[], value: number | string }} MotionChange
 */
/**
 * @typedef {object} MotionChangeResult
 * @property {string} code The new source; `source` itself when nothing changed.
 * @property {string[]} changed The keys (`about.tabRotationMs`) whose value changed, in the order given.
 */

/** A change the writer refuses: its message names the path and why. */
export class MotionConfigError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'MotionConfigError';
  }
}

const key = (/** @type {readonly (string | number)[]} */ path) => path.join('.');

/**
 * `x as const`, `x satisfies T`, `x!`, `<T>x` and `(x)` are all x.
 * @param {ASTNode | null | undefined} node
 * @returns {ASTNode | null | undefined}
 */
function unwrap(node) {
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
 * @param {NodeOf<'Program'>} program
 */
function findMotionObject(program) {
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
 * @param {NodeOf<'ObjectExpression'>['properties'][number]} property
 */
function propertyName(property) {
  if (property.type !== 'ObjectProperty' || property.computed) return undefined;
  const { key: name } = property;
  if (name.type === 'Identifier') return name.name;
  if (name.type === 'StringLiteral') return name.value;
  return undefined;
}

/**
 * Where the value at `path` sits: the node holding it and the slot, so the literal can be replaced.
 * Null when the path does not lead anywhere in the file.
 * @param {ASTNode} root
 * @param {readonly (string | number)[]} path
 * @returns {{ node: ASTNode, replace: (next: ASTNode) => void } | null}
 */
function locate(root, path) {
  /** @type {ASTNode | null | undefined} */
  let node = root;
  /** @type {((next: ASTNode) => void) | null} */
  let replace = null;
  for (const step of path) {
    node = unwrap(node);
    if (node?.type === 'ObjectExpression') {
      // The last property of a name wins, as in JavaScript.
      const property = node.properties.findLast((p) => propertyName(p) === String(step));
      if (property?.type !== 'ObjectProperty') return null;
      replace = (next) => {
        property.value = /** @type {NodeOf<'ObjectProperty'>['value']} */ (next);
      };
      node = property.value;
    } else if (node?.type === 'ArrayExpression') {
      const index = typeof step === 'number' ? step : /^\d+$/.test(step) ? Number(step) : NaN;
      if (!Number.isInteger(index) || index < 0 || index >= node.elements.length) return null;
      const { elements } = node;
      const element = elements[index];
      if (!element || element.type === 'SpreadElement') return null;
      replace = (next) => {
        elements[index] = /** @type {typeof element} */ (next);
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
 * @param {ASTNode} node
 */
function numberOf(node) {
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
 * @param {number | string} value
 * @param {PrintedNode} old
 */
function literalNode(value, old) {
  // -0 is written as 0.
  /** @type {PrintedNode} */
  const node = builders.literal(typeof value === 'number' && value === 0 ? 0 : value);
  if (old.comments) node.comments = old.comments;
  return node;
}

/**
 * Applies `changes` to the source of motion.config.ts. Every change is checked against the schema and
 * the file before any is applied: one refused change refuses them all (MotionConfigError).
 * Returns the new source and the keys (`about.tabRotationMs`) whose value actually changed; with none,
 * `code` is `source` itself.
 * @param {string} source
 * @param {readonly MotionChange[]} changes
 * @param {(path: MotionPath) => MotionField | undefined} fieldAt
 * @param {(field: MotionField, value: unknown) => string | null} fieldProblem
 * @returns {MotionChangeResult}
 */
export function applyMotionChanges(source, changes, fieldAt, fieldProblem) {
  if (!Array.isArray(changes)) throw new MotionConfigError('changes must be a list');

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

  /** @type {{ node: ASTNode, replace: (next: ASTNode) => void, name: string, value: number | string }[]} */
  const edits = [];
  /** @type {Set<string>} */
  const seen = new Set();
  for (const change of changes) {
    /** @type {unknown} */
    const path = change?.path;
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
