/**
 * What the Markdown pages and llms.txt files say of their own, per locale
 * (src/plugins/markdown writes them at build time, outside React, so these
 * strings cannot go through `translate()`). Labels the pages already show
 * (plan badges, admonitions, API headings) come from the locale's code
 * translations instead, so the Markdown says what the HTML says.
 * `{name}` placeholders are filled by the writer.
 */
import type { ProductId } from './products';

export interface LlmsText {
  /** The line before a demo's source: `{name}` is the demo's name. */
  demo: string;
  /** The Markdown of a page shown in English in this locale: `{url}` is the English Markdown. */
  untranslated: string;
  /** Title of `/x/llms.txt`. */
  siteTitle: string;
  /** Summary of `/x/llms.txt`. */
  siteSummary: string;
  /** A paragraph after a summary, for an archived version: `{version}` is its label. */
  archivedVersion: string;
  /** Section of `/x/llms.txt` that lists the products' llms.txt files. */
  products: string;
  /** Link text to a product's `llms-full.txt`. */
  fullText: string;
  /** Description of a product's `llms-full.txt` link. */
  fullTextDescription: string;
  /** Section of pages that are in no sidebar category. */
  otherPages: string;
  /** Link text of the other versions' llms.txt, in the Optional section. */
  version: string;
  /** Title of a product's llms.txt: `{product}` is the product's name. */
  productTitle: string;
  /** One paragraph per product. */
  productSummary: Record<ProductId, string>;
}

export const LLMS_TEXT: Readonly<Record<string, LlmsText>> = {
  en: {
    demo: 'Demo: {name}',
    untranslated:
      'This page is not translated into this language yet. Its Markdown is the English page: {url}',
    siteTitle: 'MUI X',
    siteSummary:
      'MUI X is a set of advanced React components built on Material UI: Data Grid, Date and Time Pickers, Charts and Tree View. Each product has a free MIT package, and Pro (and, for the Data Grid, Premium) packages that need a commercial licence.',
    archivedVersion:
      'This is the documentation of MUI X {version}, an archived version that is no longer maintained.',
    products: 'Products',
    fullText: 'Full text',
    fullTextDescription: 'every guide page of the product in one file',
    otherPages: 'Other pages',
    version: 'MUI X {version}',
    productTitle: 'MUI X {product}',
    productSummary: {
      'data-grid':
        'React data grid for showing and editing tabular data. The MIT package @mui/x-data-grid has sorting, filtering, pagination, selection, editing, export to CSV and virtualized rows and columns; @mui/x-data-grid-pro (Pro) adds column pinning, tree data, multi-column sorting and filtering, and lazy loading; @mui/x-data-grid-premium (Premium) adds row grouping, aggregation, pivoting, cell selection and Excel export.',
      'date-pickers':
        'React components for entering dates and times: pickers, fields, calendars and clocks for dates, times and date-times in the MIT package @mui/x-date-pickers, and range pickers, fields and calendars in @mui/x-date-pickers-pro (Pro). They work with date-fns, Day.js, Luxon or Moment through an adapter.',
      charts:
        'React charts drawn in SVG. The MIT package @mui/x-charts has bar, line, area, pie, scatter, sparkline, gauge and radar charts with axes, legends, tooltips and highlighting; @mui/x-charts-pro (Pro) adds heatmap, funnel and Sankey charts, zoom and pan, and export as PNG, JPEG or WebP images or through the print dialog.',
      'tree-view':
        'React components for hierarchical lists. The MIT package @mui/x-tree-view has the Simple Tree View (items written as JSX) and the Rich Tree View (items from data), with selection, expansion, label editing and customizable items; @mui/x-tree-view-pro (Pro) adds lazy loading of children and reordering items by drag and drop.',
    },
  },
  zh: {
    demo: '示例：{name}',
    untranslated: '本页尚未翻译成中文。它的 Markdown 是英文页面：{url}',
    siteTitle: 'MUI X',
    siteSummary:
      'MUI X 是一套基于 Material UI 的高级 React 组件：Data Grid（数据表格）、Date and Time Pickers（日期和时间选择器）、Charts（图表）和 Tree View（树视图）。每个产品都有一个免费的 MIT 包，以及需要商业许可证的 Pro 包（Data Grid 还有 Premium 包）。',
    archivedVersion: '这是 MUI X {version} 的文档，该版本已归档，不再维护。',
    products: '产品',
    fullText: '全文',
    fullTextDescription: '该产品的所有指南页面，合为一个文件',
    otherPages: '其他页面',
    version: 'MUI X {version}',
    productTitle: 'MUI X {product}',
    productSummary: {
      'data-grid':
        '用于展示和编辑表格数据的 React 数据表格。MIT 包 @mui/x-data-grid 提供排序、筛选、分页、选择、编辑、导出 CSV 以及行和列的虚拟化；@mui/x-data-grid-pro（Pro）增加列固定、树形数据、多列排序和筛选以及懒加载；@mui/x-data-grid-premium（Premium）增加行分组、聚合、透视、单元格选择和 Excel 导出。',
      'date-pickers':
        '用于输入日期和时间的 React 组件：MIT 包 @mui/x-date-pickers 提供日期、时间和日期时间的选择器、字段、日历和时钟，@mui/x-date-pickers-pro（Pro）提供范围选择器、范围字段和范围日历。它们通过适配器配合 date-fns、Day.js、Luxon 或 Moment 使用。',
      charts:
        '以 SVG 绘制的 React 图表。MIT 包 @mui/x-charts 提供柱状图、折线图、面积图、饼图、散点图、迷你图、仪表盘和雷达图，以及坐标轴、图例、提示框和高亮；@mui/x-charts-pro（Pro）增加热力图、漏斗图和桑基图、缩放和平移，以及导出为 PNG、JPEG 或 WebP 图片或通过打印对话框导出。',
      'tree-view':
        '用于层级列表的 React 组件。MIT 包 @mui/x-tree-view 提供 Simple Tree View（以 JSX 编写条目）和 Rich Tree View（条目来自数据），支持选择、展开、标签编辑和自定义条目；@mui/x-tree-view-pro（Pro）增加子项懒加载和拖放重新排序。',
    },
  },
};

/** The text of a locale, English for a locale without its own. */
export function llmsText(locale: string): LlmsText {
  return LLMS_TEXT[locale] ?? (LLMS_TEXT.en as LlmsText);
}

/** Fills `{name}` placeholders. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}
