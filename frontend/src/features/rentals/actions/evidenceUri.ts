import type { ConditionRecord, ConditionStage, EvidenceSubmission } from '../types';

/**
 * Condition photos go on chain as their record only (features/conditionPhotos digests them):
 *
 *   toolshare:condition:v1:<pickup|return>:sha256:<64 lower-case hex digits>
 */
const CONDITION_STAGES: readonly ConditionStage[] = ['pickup', 'return'];
const URI_PATTERN = /^toolshare:condition:v1:(pickup|return):sha256:([0-9a-f]{64})$/;
const isConditionStage = (value: string | undefined): value is ConditionStage =>
  CONDITION_STAGES.some((stage) => stage === value);

export function conditionEvidenceUri({ stage, digest }: ConditionRecord): string {
  return `toolshare:condition:v1:${stage}:sha256:${digest}`;
}

/** The record an evidence URI carries, or null when it is not condition evidence. */
export function parseConditionEvidenceUri(uri: string): ConditionRecord | null {
  const [, stage, digest] = URI_PATTERN.exec(uri.trim()) ?? [];
  return isConditionStage(stage) && digest ? { stage, digest } : null;
}

/**
 * Evidence goes on chain as one string (the contract's evidenceURI): the plain text, or JSON
 * when file names come with it, so both read back.
 */
export function encodeEvidence(evidence: EvidenceSubmission): string {
  if (evidence.condition) return conditionEvidenceUri(evidence.condition);
  const details = evidence.details.trim();
  return evidence.fileNames.length === 0 ? details : JSON.stringify({ details, fileNames: evidence.fileNames });
}

export function decodeEvidence(evidenceURI: string): EvidenceSubmission {
  const condition = parseConditionEvidenceUri(evidenceURI);
  if (condition) return { details: '', fileNames: [], condition };
  if (evidenceURI.startsWith('{')) {
    try {
      const parsed = JSON.parse(evidenceURI) as Partial<EvidenceSubmission>;
      if (typeof parsed.details === 'string' && Array.isArray(parsed.fileNames)) {
        return {
          details: parsed.details,
          fileNames: parsed.fileNames.filter((name): name is string => typeof name === 'string'),
        };
      }
    } catch {
      // Not ours: show it as text.
    }
  }
  return { details: evidenceURI, fileNames: [] };
}
