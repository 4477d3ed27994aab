/**
 * `crypto-ramp-widget/server` under Node (the `node` export condition): server/index.ts's signer with
 * Node's crypto, which signs without WebCrypto's asynchronous key import. Same output, same types.
 */
import { createHmac } from 'node:crypto';
import type { signLaunchParams as Signer } from './index.js';
import { signWith } from './sign.js';

export const signLaunchParams: typeof Signer = (params) => signWith((secret, text) => createHmac('sha256', secret).update(text).digest('hex'), params);
