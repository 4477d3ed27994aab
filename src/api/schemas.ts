/**
 * Reply schemas of the calls that return no entity (spec 1 §3); the entities themselves are in
 * `src/domain/entities.ts`.
 */
import { enums, nullable, optional, string, type } from 'superstruct';
import { ORDER_STATUSES } from '../domain/entities';

export const ValidateWidgetSchema = type({ merchantName: string() });

export const CodeIssuedSchema = type({ newPasswordCanBeCreatedAt: string() });

/** spec 1 §3 "KYC token data". */
export const KycTokenSchema = type({ token: string(), directLink: optional(nullable(string())) });

export const ProcessingStatusSchema = type({ status: enums(ORDER_STATUSES) });
