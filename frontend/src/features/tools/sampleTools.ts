import catalogue from './sampleTools.json';
import { sampleImagesFor } from './sampleImages';
import { TOOL_CATEGORIES, type Tool, type ToolCategory } from './types';
import { nameFromEmail } from '../../shared/names';

/** The raw sample catalogue (owners and their tools), as the seed script reads it too. */
export const sampleCatalogue = catalogue;

const isCategory = (value: string): value is ToolCategory => (TOOL_CATEGORIES as readonly string[]).includes(value);

/** The sample catalogue as tools: owners resolved to name and wallet, rates parsed, photos attached. */
export function loadSampleTools(): Tool[] {
  return catalogue.tools.map((entry) => {
    const owner = catalogue.owners.find((candidate) => candidate.id === entry.ownerId);
    if (!isCategory(entry.category))
      throw new Error(`Sample tool ${entry.id} has an unknown category: ${entry.category}`);
    return {
      id: entry.id,
      name: entry.name,
      description: entry.description,
      imageUrls: sampleImagesFor(entry.id),
      category: entry.category,
      location: entry.location,
      rentalRate: Number(entry.rentalRate),
      collateralRequired: Number(entry.collateralRequired),
      ownerId: entry.ownerId,
      ownerName: owner ? nameFromEmail(owner.email) : '',
      ownerWalletAddress: owner?.walletAddress ?? '',
      specifications: [...entry.specifications],
      available: entry.available,
      createdAt: entry.createdAt,
    };
  });
}
