/**
 * From the program to page models: which exports are components (one per
 * product and name), and what each component and listed interface page shows.
 */
import ts from 'typescript';
import { componentDescription, memberDescription } from './jsdoc.mjs';
import { membersOf, nonNullableTypeOf } from './members.mjs';
import { byName, isComponentName, kebabCase, lowerFirst } from './names.mjs';
import { importLines, lowestPlan } from './plans.mjs';
import { docOf, TYPE_FORMAT } from './program.mjs';
import { expansionOf, isElementReturn, normalizeType } from './typeText.mjs';

function isContext(type, checker) {
  return Boolean(checker.getPropertyOfType(type, 'Provider') && checker.getPropertyOfType(type, 'Consumer'));
}

/** The call signature a component is used through: the last one (an overridable component's plain form). */
function componentSignature(symbol, checker) {
  if (!(symbol.flags & ts.SymbolFlags.Value)) return null;
  const type = checker.getTypeOfSymbol(symbol);
  const signatures = type.getCallSignatures();
  const signature = signatures[signatures.length - 1];
  if (!signature || signature.parameters.length > 2 || isContext(type, checker)) return null;
  return isElementReturn(checker.typeToString(signature.getReturnType())) ? signature : null;
}

/**
 * Component exports grouped by product and name. A name exported by several
 * entry points is one component; its representative declaration is the one
 * the lowest plan exports.
 */
export function findComponents({ checker, entries, exportsByEntry }) {
  const groups = new Map();
  for (const entry of entries) {
    for (const { name, target } of exportsByEntry.get(entry)) {
      if (!isComponentName(name)) continue;
      const signature = componentSignature(target, checker);
      if (!signature) continue;
      const key = `${entry.product}/${name}`;
      if (!groups.has(key)) groups.set(key, { name, product: entry.product, exports: [] });
      groups.get(key).exports.push({ entry, target, signature });
    }
  }
  return [...groups.values()].sort((a, b) =>
    a.product === b.product ? byName(a, b) : a.product < b.product ? -1 : 1,
  );
}

/** `Mui…` keys of the packages' theme augmentation (`ComponentsPropsList`) with the props type they name. */
export function themeNames({ program, target }) {
  const names = [];
  // An archived version's packages are installed under aliases: name them by their real names.
  const realNames = new Map(Object.entries(target.installed).map(([name, alias]) => [alias, name]));
  for (const sourceFile of program.getSourceFiles()) {
    const match = /[\\/]@mui[\\/](x-[^\\/]+)[\\/]themeAugmentation[\\/]props\.d\.ts$/.exec(
      sourceFile.fileName,
    );
    if (!match) continue;
    for (const statement of sourceFile.statements) {
      if (!ts.isInterfaceDeclaration(statement) || !statement.name.text.endsWith('ComponentsPropsList'))
        continue;
      for (const member of statement.members) {
        if (!member.name || !member.type) continue;
        const propsType = member.type.getText().replace(/<.*$/s, '');
        const installed = `@mui/${match[1]}`;
        names.push({ key: member.name.getText(), propsType, package: realNames.get(installed) ?? installed });
      }
    }
  }
  return names;
}

function themeNameOf(name, propsTypeText, packageName, names) {
  const identifiers = new Set(propsTypeText.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []);
  const byProps = names.find((item) => item.package === packageName && identifiers.has(item.propsType));
  return byProps?.key ?? names.find((item) => item.key === `Mui${name}`)?.key ?? null;
}

function slotsOf(propsType, checker) {
  const slots = checker.getPropertyOfType(propsType, 'slots');
  if (!slots) return [];
  return membersOf(nonNullableTypeOf(slots, checker), checker).members.map(
    ({ name, type, description, ...rest }) => ({
      name,
      type,
      description,
      ...(rest.default !== undefined ? { default: rest.default } : {}),
    }),
  );
}

function classesOf(name, propsType, exported, checker, prefix) {
  const classesProp = checker.getPropertyOfType(propsType, 'classes');
  let type = classesProp ? nonNullableTypeOf(classesProp, checker) : null;
  if (!type) {
    const classesExport = exported.find((item) => item.name === `${lowerFirst(name)}Classes`);
    type = classesExport ? checker.getTypeOfSymbol(classesExport.target) : null;
  }
  if (!type) return [];
  return membersOf(type, checker).members.map((member) => ({
    key: member.name,
    className: `${prefix}-${member.name}`,
    description: member.description,
  }));
}

/** The page model of one component. */
export function describeComponent(group, context, names) {
  const { checker, exportsByEntry } = context;
  const plan = lowestPlan(group.exports.map((item) => item.entry.plan));
  const chosen = group.exports.find((item) => item.entry.plan === plan) ?? group.exports[0];
  const { entry, target, signature } = chosen;
  const parameter = signature.parameters[0];
  const propsType = parameter ? checker.getTypeOfSymbol(parameter) : null;
  const propsText = propsType ? checker.typeToString(propsType, undefined, TYPE_FORMAT) : '';
  const { members, inherited, acceptsRef } = propsType
    ? membersOf(propsType, checker)
    : { members: [], inherited: 0, acceptsRef: false };
  const componentType = checker.typeToString(checker.getTypeOfSymbol(target));
  const themeName = themeNameOf(group.name, propsText, entry.package, names);
  const description = componentDescription(docOf(target, checker).description);
  return {
    kind: 'component',
    name: group.name,
    slug: kebabCase(group.name),
    product: group.product,
    plan,
    package: entry.package,
    description,
    imports: importLines(
      group.name,
      group.exports.map((item) => item.entry),
    ),
    props: members,
    inheritedProps: inherited,
    slots: propsType ? slotsOf(propsType, checker) : [],
    classes: propsType
      ? classesOf(group.name, propsType, exportsByEntry.get(entry), checker, themeName ?? `Mui${group.name}`)
      : [],
    forwardsRef: acceptsRef || /ForwardRefExoticComponent/.test(componentType),
    themeName,
    ...(isSvgIcon(group.name, target, propsText, checker) ? { icon: true } : {}),
  };
}

/**
 * An SVG icon: Material UI's `createSvgIcon` result (it carries `muiName`) or the
 * grid's own (props `GridBaseIconProps`). Listed on the product's icons page.
 */
function isSvgIcon(name, target, propsText, checker) {
  if (!/Icon$/.test(name)) return false;
  const muiIcon = Boolean(checker.getPropertyOfType(checker.getTypeOfSymbol(target), 'muiName'));
  return muiIcon || /^(GridBaseIconProps|SvgIconProps)\b/.test(propsText);
}

/** The type behind a ref object type (`RefObject<TreeViewPublicAPI | undefined>` → the API). */
function unwrapRef(type, checker) {
  const properties = checker.getPropertiesOfType(type);
  if (properties.length !== 1 || properties[0].getName() !== 'current') return type;
  return nonNullableTypeOf(properties[0], checker);
}

/** A long definition adds nothing when the members are listed one by one. */
const MAX_DEFINITION_WITH_MEMBERS = 200;

/** The page model of one listed interface or type. */
export function describeInterface(name, packageName, product, context) {
  const { checker, entries, exportsByEntry } = context;
  const root = entries.find((entry) => entry.package === packageName && entry.subpath === '.');
  const found = root && exportsByEntry.get(root).find((item) => item.name === name);
  if (!found) throw new Error(`${packageName} does not export ${name} (listed in scripts/api/config.mjs)`);
  const exporters = entries.filter(
    (entry) =>
      entry.product === product &&
      exportsByEntry.get(entry).some((item) => item.name === name && item.target === found.target),
  );
  const declaration = found.target.declarations?.[0];
  const declared = checker.getDeclaredTypeOfSymbol(found.target);
  const type = unwrapRef(declared, checker);
  const definition =
    declaration && ts.isTypeAliasDeclaration(declaration)
      ? normalizeType(declaration.type.getText())
      : normalizeType(
          checker.typeToString(declared, undefined, TYPE_FORMAT | ts.TypeFormatFlags.InTypeAlias),
        );
  const unionTexts = type.isUnion()
    ? type.types.map((member) => normalizeType(checker.typeToString(member, undefined, TYPE_FORMAT)))
    : [];
  const { members } =
    type.flags & ts.TypeFlags.Object || type.isUnionOrIntersection()
      ? membersOf(type, checker)
      : { members: [] };
  const model = {
    kind: 'interface',
    name,
    slug: kebabCase(name),
    product,
    plan: lowestPlan(exporters.map((entry) => entry.plan)),
    package: packageName,
    description: memberDescription(docOf(found.target, checker).description),
    imports: importLines(`type ${name}`, exporters),
    definition: members.length > 0 && definition.length > MAX_DEFINITION_WITH_MEMBERS ? null : definition,
    members,
  };
  const expanded = expansionOf(definition, unionTexts);
  if (expanded) model.expanded = expanded;
  return model;
}

/** All interface page models, in the configured order. */
export function describeInterfaces(context) {
  return Object.entries(context.target.interfaces).flatMap(([product, list]) =>
    list.map(([name, packageName]) => describeInterface(name, packageName, product, context)),
  );
}
