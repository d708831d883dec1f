import { conditionEvidenceUri, parseConditionEvidenceUri } from '../conditionPhotos/conditionEvidence';
import type { EvidenceSubmission } from '../types';

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
