/** Shapes of the models `npm run api` writes to `src/data/api/` (see scripts/api/extract.mjs). */

export type ApiPlan = 'mit' | 'pro' | 'premium';

export interface ApiMember {
  name: string;
  type: string;
  /** Union members, offered behind an "expand" control when the type text hides them. */
  expanded?: string[];
  required: boolean;
  default?: string;
  /** Present when deprecated; the note may be empty. */
  deprecated?: string;
  description: string;
}

export interface ApiSlot {
  name: string;
  type: string;
  default?: string;
  description: string;
}

export interface ApiClass {
  key: string;
  className: string;
  description: string;
}

/** A guide page that uses the component (computed at build time by src/plugins/content). */
export type { GuideLink as ApiGuide } from '@site/src/content/manifest';

interface ApiModelBase {
  name: string;
  slug: string;
  product: string;
  plan: ApiPlan;
  package: string;
  description: string;
  imports: string[];
}

export interface ApiComponentModel extends ApiModelBase {
  kind: 'component';
  props: ApiMember[];
  inheritedProps: number;
  slots: ApiSlot[];
  classes: ApiClass[];
  forwardsRef: boolean;
  themeName: string | null;
}

export interface ApiInterfaceModel extends ApiModelBase {
  kind: 'interface';
  definition: string | null;
  expanded?: string[];
  members: ApiMember[];
}

export interface ApiIcon {
  name: string;
  plan: ApiPlan;
  imports: string[];
}

/** A product's SVG icon components, documented together on one page. */
export interface ApiIconsModel extends ApiModelBase {
  kind: 'icons';
  icons: ApiIcon[];
}

export type ApiModel = ApiComponentModel | ApiInterfaceModel | ApiIconsModel;

export interface ApiIndexEntry {
  name: string;
  path: string;
  plan: ApiPlan;
  summary: string;
}

export interface ApiIndexModel {
  product: string;
  name: string;
  components: ApiIndexEntry[];
  interfaces: ApiIndexEntry[];
}
