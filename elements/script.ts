/**
 * The one-file script's entry (dist/element/crypto-ramp-widget.iife.js, `crypto-ramp-widget/iife`): defines
 * <crypto-ramp-widget> where there is a page; imported on a server or in a worker, it does nothing.
 */
import { hasPage } from './runtime';

if (hasPage()) void import('./crypto-ramp-widget').then(({ defineElement }) => defineElement());
