// `npm run check:links` (part of `npm test`): every relative link and #anchor in the repository's Markdown
// files resolves to a file and a heading that exist (remark-validate-links, offline; no web addresses).
import remarkValidateLinks from 'remark-validate-links';

export default {
  plugins: [[remarkValidateLinks, { repository: false }]],
};
