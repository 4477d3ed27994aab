/**
 * Identity verification (spec 1 §2 "Full KYC", §7 `POST customers/current/kyc`, §8 KYC error codes): one
 * session's start and token renewals, and the analytics event of a Retry. Loads with the KYC screen.
 */
import { ApiError } from '../api/errors';
import type { Resources } from '../api/resources';
import type { User } from '../domain/entities';
import type { Flow } from '../domain/flow';
import { type KycStartProblem, kycStartBody, kycStartProblem } from '../domain/kyc';

export type KycModel = ReturnType<typeof createKycModel>;

export function createKycModel(deps: { api: Resources; user: () => User | null; report: (error: unknown) => void }) {
  return {
    /** Starts a session: its token and direct link, or what a refused start says. */
    async startSession(resetKYC: boolean): Promise<{ token: string; directLink: string | null } | { problem: KycStartProblem }> {
      try {
        const { token, directLink } = await deps.api.customers.startKyc(kycStartBody(deps.user(), resetKYC));
        return { token, directLink: directLink ?? null };
      } catch (error) {
        deps.report(error);
        return { problem: kycStartProblem(error instanceof ApiError ? error.code : null) };
      }
    },
    /** A fresh token for the session under way (spec 1 §7: a renewal sends resetKYC false alone). */
    async renewToken(): Promise<string> {
      const { token } = await deps.api.customers.startKyc({ resetKYC: false });
      return token;
    },
    /** Retry after a RED/RETRY review: the analytics event (spec 1 §7), best effort. */
    noteRetry(flow: Flow, rejectLabels: string[]) {
      void deps.api.analytics.kycRetry({ flow, rejectLabels }).catch(deps.report);
    },
  };
}
