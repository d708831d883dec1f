import { describe, expect, it } from 'vitest';
import { isOwnTool, viewerWallets } from './ownership';

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const tool = { ownerId: 'user-a', ownerWalletAddress: WALLET };

describe('isOwnTool', () => {
  it("is the account's own by its id, or by the wallet linked to the account (any letter case)", () => {
    expect(isOwnTool(tool, 'user-a', [])).toBe(true);
    expect(isOwnTool(tool, 'user-b', viewerWallets(WALLET.toLowerCase()))).toBe(true);
  });

  it('is not the own of another account that merely has the wallet connected (its link was refused)', () => {
    expect(viewerWallets(undefined)).toEqual([]);
    expect(isOwnTool(tool, 'user-b', viewerWallets(undefined))).toBe(false);
    expect(isOwnTool(tool, 'user-b', viewerWallets('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'))).toBe(false);
  });

  it('never matches an empty owner wallet', () => {
    expect(isOwnTool({ ownerId: 'user-a', ownerWalletAddress: '' }, 'user-b', [''])).toBe(false);
    expect(isOwnTool(tool, null, [])).toBe(false);
  });
});
