/** Test double for `@docusaurus/useDocusaurusContext`: a Chinese-locale site with no custom fields. */
export default function useDocusaurusContext() {
  return {
    i18n: { currentLocale: 'zh', defaultLocale: 'en', locales: ['en', 'zh'] },
    siteConfig: { baseUrl: '/x/', customFields: {} },
  };
}
