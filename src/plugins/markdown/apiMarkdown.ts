/**
 * The generated API pages as Markdown, from the same models the page renders
 * (`src/data/api/<product>/<slug>.json`, see src/components/ApiPage): intro,
 * imports, component details, then props, slots, CSS classes or an
 * interface's members (methods included) as tables with their types and
 * defaults, and the guides that use the component. Section headings and
 * column names are the page's, in the build's locale.
 */
import { docPieces } from '../../components/ApiPage/docText';
import type {
  ApiClass,
  ApiIndexEntry,
  ApiIndexModel,
  ApiMember,
  ApiModel,
  ApiPlan,
} from '../../components/ApiPage/types';
import { code, heading, inlineCode, link, list, oneLine, paragraph, table, text, type MdNode } from './mdast';
import { planLabel, type Translator } from './text';

/** A guide linked from an API page, with its Markdown URL. */
export interface ApiGuideLink {
  title: string;
  url: string;
}

/** Section headings, by the ids the page uses (src/components/ApiPage/toc.ts). */
function sectionLabel(id: string, t: Translator): string {
  switch (id) {
    case 'import':
      return t('api.section.import', 'Import');
    case 'details':
      return t('api.section.details', 'Component details');
    case 'props':
      return t('api.section.props', 'Props');
    case 'slots':
      return t('api.section.slots', 'Slots');
    case 'css-classes':
      return t('api.section.cssClasses', 'CSS classes');
    case 'definition':
      return t('api.section.definition', 'Definition');
    case 'members':
      return t('api.section.members', 'Members');
    case 'guides':
      return t('api.section.guides', 'Used in guides');
    case 'icons':
      return t('api.section.icons', 'Icons');
    case 'components':
      return t('api.section.components', 'Components');
    default:
      return t('api.section.interfaces', 'Interfaces and types');
  }
}

const section = (id: string, t: Translator): MdNode => heading(2, text(sectionLabel(id, t)));

/** JSDoc text as phrasing: inline code, http(s) links and text (as the page's DocText). */
function docText(value: string): MdNode[] {
  return docPieces(value).map((piece) =>
    piece.kind === 'code'
      ? inlineCode(piece.text)
      : piece.kind === 'link'
        ? link(piece.href, text(piece.text))
        : text(piece.text),
  );
}

function planSentence(plan: ApiPlan, t: Translator): MdNode | null {
  if (plan === 'mit') return null;
  return paragraph(
    text(
      plan === 'pro'
        ? t('api.plan.pro', 'Available in the Pro and Premium plans.')
        : t('api.plan.premium', 'Available in the Premium plan.'),
    ),
  );
}

function intro(model: ApiModel, t: Translator): MdNode[] {
  const nodes: MdNode[] = [];
  if (model.kind === 'icons') {
    nodes.push(
      paragraph(
        text(
          t(
            'api.intro.icons',
            'The {count} icon components of these packages. They accept the props of Material UI SvgIcon.',
            { count: model.icons.length },
          ),
        ),
      ),
    );
  } else if (model.description) {
    nodes.push(paragraph(...docText(model.description)));
  } else {
    nodes.push(
      paragraph(
        text(
          model.kind === 'component'
            ? t('api.intro.component', '{name} is a React component of {package}.', {
                name: model.name,
                package: model.package,
              })
            : t('api.intro.interface', '{name} is a type exported by {package}.', {
                name: model.name,
                package: model.package,
              }),
        ),
      ),
    );
  }
  const plan = planSentence(model.plan, t);
  if (plan) nodes.push(plan);
  return nodes;
}

function imports(model: ApiModel, t: Translator): MdNode[] {
  return [section('import', t), code(model.imports.join('\n'), 'tsx')];
}

/** A member's name with its badges as words. */
function memberName(member: ApiMember, t: Translator): MdNode[] {
  const badges = [
    ...(member.required ? [t('api.member.required', 'Required')] : []),
    ...(member.deprecated !== undefined ? [t('api.member.deprecated', 'Deprecated')] : []),
  ];
  return [inlineCode(member.name), ...(badges.length > 0 ? [text(` (${badges.join(', ')})`)] : [])];
}

/** The declared type; a union hidden behind an alias is spelled out after it. */
function memberType(member: ApiMember): MdNode[] {
  const declared = inlineCode(member.type);
  if (!member.expanded || member.expanded.length === 0) return [declared];
  return [declared, text(' = '), inlineCode(member.expanded.join(' | '))];
}

function memberDescription(member: ApiMember): MdNode[] {
  const nodes: MdNode[] = [];
  if (member.deprecated) nodes.push(...docText(member.deprecated), text(' '));
  nodes.push(...docText(member.description));
  return nodes;
}

function memberTable(members: readonly ApiMember[], nameLabel: string, t: Translator): MdNode {
  return table(
    [
      [text(nameLabel)],
      [text(t('api.column.type', 'Type'))],
      [text(t('api.column.default', 'Default'))],
      [text(t('api.column.description', 'Description'))],
    ],
    members.map((member) =>
      [
        memberName(member, t),
        memberType(member),
        member.default !== undefined ? [inlineCode(member.default)] : [],
        memberDescription(member),
      ].map(oneLine),
    ),
  );
}

function classTable(classes: readonly ApiClass[], t: Translator): MdNode {
  return table(
    [
      [text(t('api.column.className', 'Class name'))],
      [text(t('api.column.ruleName', 'Rule name'))],
      [text(t('api.column.description', 'Description'))],
    ],
    classes.map((item) =>
      [[inlineCode(`.${item.className}`)], [inlineCode(item.key)], docText(item.description)].map(oneLine),
    ),
  );
}

function body(model: ApiModel, t: Translator): MdNode[] {
  if (model.kind === 'icons') {
    return [
      section('icons', t),
      table(
        [[text(t('api.column.icon', 'Icon'))], [text(t('api.section.import', 'Import'))]],
        model.icons.map((icon) => [
          [inlineCode(icon.name), ...(icon.plan !== 'mit' ? [text(` (${planLabel(icon.plan, t)})`)] : [])],
          icon.imports.flatMap((line, index) => [...(index > 0 ? [text(' ')] : []), inlineCode(line)]),
        ]),
      ),
    ];
  }
  if (model.kind === 'interface') {
    const nodes = imports(model, t);
    if (model.definition) {
      nodes.push(section('definition', t), code(model.definition, 'ts'));
      if (model.expanded && model.expanded.length > 0) {
        nodes.push(list(model.expanded.map((member) => [paragraph(inlineCode(member))])));
      }
    }
    if (model.members.length > 0) {
      nodes.push(section('members', t), memberTable(model.members, t('api.column.member', 'Member'), t));
    }
    return nodes;
  }
  const nodes = imports(model, t);
  nodes.push(
    section('details', t),
    list([
      [
        paragraph(
          text(`${t('api.details.ref', 'Ref')}: `),
          text(
            model.forwardsRef
              ? t('api.details.refForwarded', 'The ref is forwarded to the root element.')
              : t('api.details.refNotForwarded', 'The component does not accept a ref.'),
          ),
        ),
      ],
      [
        paragraph(
          text(`${t('api.details.theme', 'Theme default props')}: `),
          model.themeName
            ? inlineCode(model.themeName)
            : text(t('api.details.noTheme', 'The theme has no entry for this component.')),
        ),
      ],
    ]),
  );
  if (model.props.length > 0 || model.inheritedProps > 0) {
    nodes.push(section('props', t));
    if (model.props.length > 0) nodes.push(memberTable(model.props, t('api.column.prop', 'Prop'), t));
    if (model.inheritedProps > 0) {
      nodes.push(
        paragraph(
          text(
            t(
              'api.props.inherited',
              'It also accepts {count} props inherited from React or Material UI types, not listed here.',
              { count: model.inheritedProps },
            ),
          ),
        ),
      );
    }
  }
  if (model.slots.length > 0) {
    nodes.push(
      section('slots', t),
      memberTable(
        model.slots.map((slot) => ({ ...slot, required: false })),
        t('api.column.slot', 'Slot'),
        t,
      ),
    );
  }
  if (model.classes.length > 0) nodes.push(section('css-classes', t), classTable(model.classes, t));
  return nodes;
}

/** An API page (`<ApiPage model guides />`) as Markdown nodes. */
export function apiPageMarkdown(model: ApiModel, guides: readonly ApiGuideLink[], t: Translator): MdNode[] {
  const nodes = [...intro(model, t), ...body(model, t)];
  if (guides.length > 0) {
    nodes.push(
      section('guides', t),
      list(guides.map((guide) => [paragraph(link(guide.url, text(guide.title)))])),
    );
  }
  return nodes;
}

/**
 * A product's API index (`<ApiIndex index />`): every component and type with
 * its plan and one-line summary. `url` gives an entry's Markdown URL.
 */
export function apiIndexMarkdown(
  index: ApiIndexModel,
  url: (path: string) => string,
  t: Translator,
): MdNode[] {
  const entries = (items: readonly ApiIndexEntry[]) =>
    list(
      items.map((entry) => [
        paragraph(
          link(url(entry.path), inlineCode(entry.name)),
          ...(entry.plan !== 'mit' ? [text(` (${planLabel(entry.plan, t)})`)] : []),
          ...(entry.summary ? [text(`: ${entry.summary}`)] : []),
        ),
      ]),
    );
  const nodes: MdNode[] = [
    paragraph(
      text(
        t(
          'api.index.intro',
          'The reference of {components} components and {interfaces} types, generated from the TypeScript declarations of the installed packages.',
          { components: index.components.length, interfaces: index.interfaces.length },
        ),
      ),
    ),
  ];
  if (index.components.length > 0) nodes.push(section('components', t), entries(index.components));
  if (index.interfaces.length > 0) nodes.push(section('interfaces', t), entries(index.interfaces));
  return nodes;
}
