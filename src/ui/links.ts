/** Outside links the widget shows. Brand and policy entity are placeholders (spec 1 §9). */
export const SUPPORT_CENTER_URL = 'https://support.example.com/';
/** spec 2 §9: the knowledge-base link is a help-widget address (the support links, the support centre). */
export const KNOWLEDGE_BASE_URL = 'https://help-widget.example.com/';
export const TERMS_OF_USE_URL = 'https://example.com/legal/terms-of-use';
export const PRIVACY_POLICY_URL = 'https://example.com/legal/privacy-policy';
export const SUPPORTED_COUNTRIES_ARTICLE_URL = 'https://support.example.com/articles/supported-countries-states-and-territories';
export const SUPPORT_EMAIL = 'support@example.com';
