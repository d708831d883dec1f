/** The categories a tool can have; "all" exists only as a filter. */
export const TOOL_CATEGORIES = [
  'power tools',
  'hand tools',
  'gardening',
  'automotive',
  'woodworking',
  'construction',
  'electrical',
  'plumbing',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** A listed tool (specification §3). Amounts are ETH as numbers; convert to wei with parseEther(String(x)). */
export interface Tool {
  id: string;
  name: string;
  description: string;
  imageUrls: string[];
  category: ToolCategory;
  location: string;
  /** ETH per day. */
  rentalRate: number;
  /** ETH. */
  collateralRequired: number;
  ownerId: string;
  /** The local part of the owner's e-mail. */
  ownerName: string;
  /** The owner's wallet, or "". */
  ownerWalletAddress: string;
  specifications: string[];
  available: boolean;
  /** ISO time. */
  createdAt: string;
}
