// The navbar's search slot (`@theme/SearchBar`, empty in the classic theme),
// provided by the search plugin only when Algolia is not configured.
export { default } from '@site/src/components/Search/SearchBar';
