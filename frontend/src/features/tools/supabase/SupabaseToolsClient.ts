import type { PostgrestError } from '@supabase/supabase-js';
import type { Database, Json } from '../../../shared/supabase/database.types';
import { publicProfileDocuments } from '../../../shared/supabase/publicProfiles';
import {
  loadSupabaseClient,
  type SupabaseSettings,
  type ToolshareSupabase,
} from '../../../shared/supabase/supabaseClient';
import type { ToolPage, ToolPageRequest, ToolsClient } from '../ToolsClient';
import { CANCELLATION_FEE_RULE, DEFAULT_CANCELLATION_FEE_BPS } from '../cancellationFee';
import { INSPECTION_PERIOD_ERROR, inspectionPeriodDaysOf } from '../inspectionPeriod';
import { assertWithinListingLimits, LISTING_LIMITS, ListingRejectedError } from '../listingLimits';
import { SearchTooLongError, ToolNotFoundError } from '../toolErrors';
import type { ToolQuery } from '../toolFilters';
import type { Tool, ToolChanges, ToolListing, ToolOwner, ToolSaveOptions } from '../types';
import { blobFromDataUrl, photoExtension, PhotoUploadError, uploadPhotoObject } from './photoUpload';
import { TOOL_PHOTOS_BUCKET, toolFromRow, type OwnerProfile, type ToolRow } from './toolRows';

type TablesUpdate<Table extends keyof Database['public']['Tables']> = Database['public']['Tables'][Table]['Update'];

/** How many of the newest tools `fetchTools` returns (the catalogue for naming rentals). */
export const NEWEST_TOOLS_LIMIT = 100;

export const SUPABASE_TOOL_MESSAGES = {
  signedOut: 'Your session has ended. Sign in again to save your listing; the form keeps what you entered.',
  notYours: 'You can only edit your own listings',
} as const;

/** The database's named check constraints on listings (supabase/migrations), in the form's words. */
const CONSTRAINT_MESSAGES: Record<string, string> = {
  tools_name_not_blank: 'Tool name is required',
  tools_name_length: `Tool name can be at most ${LISTING_LIMITS.name} characters`,
  tools_description_not_blank: 'Description is required',
  tools_description_length: `Description can be at most ${LISTING_LIMITS.description} characters`,
  tools_location_not_blank: 'Location is required',
  tools_location_length: `Location can be at most ${LISTING_LIMITS.location} characters`,
  tools_category_known: 'Choose a category',
  tools_rental_rate_not_negative: 'Daily rate cannot be negative',
  tools_collateral_required_not_negative: 'Collateral cannot be negative',
  tools_currency_known: 'A listing is priced in ETH or USDC',
  tools_usdc_amounts_whole_units: 'A USDC amount has at most 6 decimals',
  tools_cancellation_fee_bps_range: `The cancellation fee must be ${CANCELLATION_FEE_RULE}`,
  tools_inspection_period_days_range: INSPECTION_PERIOD_ERROR,
  tools_specifications_count: `A listing can have at most ${LISTING_LIMITS.specifications} specifications`,
  tools_specifications_not_blank: 'Specifications cannot be blank',
  tools_specification_length: `Each specification can be at most ${LISTING_LIMITS.specification} characters`,
  tools_photo_paths_count: `You can upload at most ${LISTING_LIMITS.photos} photos`,
};

/** SQLSTATE of a search the database refuses as too long ("value too long"). */
const SEARCH_TOO_LONG = '22001';

/**
 * A database refusal worded for the user: row-level security, a named check constraint, a quota
 * (a check violation whose message is the database's own sentence, e.g. the 50-listing limit),
 * or a search too long.
 */
function databaseRefusal(error: PostgrestError): Error {
  if (error.code === '42501') return new ListingRejectedError(SUPABASE_TOOL_MESSAGES.notYours);
  if (error.code === SEARCH_TOO_LONG) return new SearchTooLongError();
  if (error.code === '23514') {
    const constraint = /violates check constraint "([^"]+)"/.exec(error.message)?.[1];
    if (constraint === undefined) return new ListingRejectedError(error.message);
    return new ListingRejectedError(
      CONSTRAINT_MESSAGES[constraint] ?? `The listing was refused by the database: ${error.message}`,
    );
  }
  return Object.assign(new Error(error.message), { cause: error });
}

const isNewPhoto = (url: string) => url.startsWith('data:');

/**
 * The listings a read function returned: one json[] value, one object per listing with the columns
 * of ToolRow (supabase/migrations/20261128000800_read_without_patterns.sql). A value, not rows, so
 * that PostgREST has no column to run a caller's pattern filter on.
 */
const listingRows = (listings: Json[]): ToolRow[] => listings as unknown as ToolRow[];

/**
 * The catalogue in Supabase: `public.tools`, read through the database's listing functions
 * (newest_listings, search_listings, listings_of_owner, listings_by_id) and written under
 * row-level security (only the owner writes, checked by the database), and the photos in the public `tool-photos` bucket, uploaded
 * with progress. An edit or deletion the database refuses is reported as such, not as success.
 */
export class SupabaseToolsClient implements ToolsClient {
  private client: Promise<ToolshareSupabase> | null = null;

  constructor(
    private readonly settings: SupabaseSettings,
    private readonly loadClient: () => Promise<ToolshareSupabase> = () => loadSupabaseClient(settings),
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {}

  private supabase(): Promise<ToolshareSupabase> {
    this.client ??= this.loadClient();
    return this.client;
  }

  async fetchTools(): Promise<Tool[]> {
    const supabase = await this.supabase();
    const { data, error } = await supabase.rpc('newest_listings', { page_size: NEWEST_TOOLS_LIMIT });
    if (error) throw databaseRefusal(error);
    return this.toTools(supabase, listingRows(data));
  }

  async searchTools(
    { search, category, sort, minRate, maxRate, availableOnly, currency }: ToolQuery,
    { offset, limit }: ToolPageRequest,
  ): Promise<ToolPage> {
    const supabase = await this.supabase();
    // One more than asked: whether it comes back says whether another page follows. The rates go as
    // their exact decimal text, which PostgreSQL reads as numeric to the wei.
    const { data, error } = await supabase.rpc('search_listings', {
      search: search.trim(),
      category: category === 'all' ? '' : category,
      sort,
      page_size: limit + 1,
      page_offset: offset,
      ...(minRate != null && { min_rate: minRate }),
      ...(maxRate != null && { max_rate: maxRate }),
      ...(availableOnly === true && { available_only: true }),
      ...(currency != null && { currency }),
    });
    if (error) throw databaseRefusal(error);
    const rows = listingRows(data);
    return { tools: await this.toTools(supabase, rows.slice(0, limit)), hasMore: rows.length > limit };
  }

  async fetchOwnTools(ownerId: string): Promise<Tool[]> {
    // In Supabase a listing belongs to the account that created it; wallets play no part.
    const supabase = await this.supabase();
    const { data, error } = await supabase.rpc('listings_of_owner', { owner: ownerId });
    if (error) throw databaseRefusal(error);
    return this.toTools(supabase, listingRows(data));
  }

  async fetchTool(id: string): Promise<Tool | null> {
    const supabase = await this.supabase();
    // A local id (tool-3) is no UUID: PostgreSQL would refuse the comparison, and no row has it.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const row = await this.row(supabase, id);
    if (!row) return null;
    return (await this.toTools(supabase, [row])).at(0) ?? null;
  }

  // Amounts are sent as JSON numbers: their JSON text is the shortest decimal that reads back as
  // the same number (0.012 → "0.012"), which PostgreSQL's numeric stores exactly.
  // The row comes first: Storage lets an owner upload only into the folder of a listing they own.
  // If a photo then fails, the row and the photos already sent are removed again.
  async createTool(listing: ToolListing, owner: ToolOwner, options: ToolSaveOptions = {}): Promise<Tool> {
    assertWithinListingLimits(listing);
    const supabase = await this.supabase();
    const accessToken = await this.accessTokenOf(supabase, owner.id);
    const id = this.newId();
    const { error } = await supabase.from('tools').insert({
      id,
      owner_id: owner.id,
      name: listing.name,
      description: listing.description,
      category: listing.category,
      location: listing.location,
      rental_rate: listing.rentalRate,
      collateral_required: listing.collateralRequired,
      currency: listing.currency ?? 'ETH',
      cancellation_fee_bps: listing.cancellationFeeBps ?? DEFAULT_CANCELLATION_FEE_BPS,
      inspection_period_days: inspectionPeriodDaysOf(listing),
      specifications: listing.specifications,
      photo_paths: [],
      available: true,
    });
    if (error) throw databaseRefusal(error);
    try {
      const { paths } = await this.uploadNewPhotos(accessToken, owner.id, id, listing.imageUrls, [], options);
      return await this.saveRow(supabase, id, { photo_paths: paths }, paths);
    } catch (failure) {
      const { error: deleteError } = await supabase.from('tools').delete().eq('id', id);
      if (deleteError) console.error('Could not remove the unfinished listing:', deleteError);
      throw failure;
    }
  }

  async updateTool(id: string, changes: ToolChanges, options: ToolSaveOptions = {}): Promise<Tool> {
    assertWithinListingLimits(changes);
    const supabase = await this.supabase();
    const current = await this.row(supabase, id);
    if (!current) throw new ToolNotFoundError();
    const update: TablesUpdate<'tools'> = {};
    if (changes.name !== undefined) update.name = changes.name;
    if (changes.description !== undefined) update.description = changes.description;
    if (changes.category !== undefined) update.category = changes.category;
    if (changes.location !== undefined) update.location = changes.location;
    if (changes.rentalRate !== undefined) update.rental_rate = changes.rentalRate;
    if (changes.collateralRequired !== undefined) update.collateral_required = changes.collateralRequired;
    if (changes.currency !== undefined) update.currency = changes.currency;
    if (changes.cancellationFeeBps !== undefined) update.cancellation_fee_bps = changes.cancellationFeeBps;
    if (changes.inspectionPeriodDays !== undefined) update.inspection_period_days = changes.inspectionPeriodDays;
    if (changes.specifications !== undefined) update.specifications = changes.specifications;
    if (changes.available !== undefined) update.available = changes.available;
    if (changes.imageUrls === undefined) return this.saveRow(supabase, id, update, []);

    const existingByUrl = new Map(current.photo_paths.map((path) => [this.publicUrl(supabase, path), path]));
    const keptPaths = changes.imageUrls.flatMap((url) => existingByUrl.get(url) ?? []);
    const removed = current.photo_paths.filter((path) => !keptPaths.includes(path));
    const { data: session } = await supabase.auth.getSession();
    const accessToken = session.session?.access_token;
    if (!accessToken) throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.signedOut);
    if (removed.length > 0 && changes.imageUrls.some(isNewPhoto)) {
      // Storage holds at most 5 photos per listing: the removed ones go first to make room.
      // This also checks, before any upload, that the database lets this user edit the listing.
      await this.saveRow(
        supabase,
        id,
        { photo_paths: current.photo_paths.filter((path) => keptPaths.includes(path)) },
        [],
      );
      await this.removePhotos(supabase, removed);
    }
    const uploaded = await this.uploadNewPhotos(
      accessToken,
      current.owner_id,
      id,
      changes.imageUrls,
      current.photo_paths,
      options,
    );
    const tool = await this.saveRow(supabase, id, { ...update, photo_paths: uploaded.paths }, uploaded.added);
    await this.removePhotos(supabase, removed);
    return tool;
  }

  /**
   * Writes `update` to the row and returns the tool as read back through listings_by_id (the API
   * roles read no listing's text from the table); on a refusal, removes `uploaded` photos again.
   */
  private async saveRow(
    supabase: ToolshareSupabase,
    id: string,
    update: TablesUpdate<'tools'>,
    uploaded: string[],
  ): Promise<Tool> {
    const { data, error } = await supabase.from('tools').update(update).eq('id', id).select('id');
    if (error || data.length === 0) {
      await this.removePhotos(supabase, uploaded);
      if (error) throw databaseRefusal(error);
      throw new ToolNotFoundError();
    }
    const saved = await this.row(supabase, id);
    const tool = saved && (await this.toTools(supabase, [saved])).at(0);
    if (!tool) throw new ToolNotFoundError();
    return tool;
  }

  async deleteTool(id: string): Promise<void> {
    const supabase = await this.supabase();
    const current = await this.row(supabase, id);
    if (!current) throw new ToolNotFoundError();
    const { data, error } = await supabase.from('tools').delete().eq('id', id).select('id');
    if (error) throw databaseRefusal(error);
    if (data.length === 0) throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.notYours);
    await this.removePhotos(supabase, current.photo_paths);
  }

  private async row(supabase: ToolshareSupabase, id: string): Promise<ToolRow | null> {
    const { data, error } = await supabase.rpc('listings_by_id', { tool_ids: [id] });
    if (error) throw databaseRefusal(error);
    return listingRows(data).at(0) ?? null;
  }

  /** The signed-in user's access token; the listing must be theirs. */
  private async accessTokenOf(supabase: ToolshareSupabase, ownerId: string): Promise<string> {
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session) throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.signedOut);
    if (session.user.id !== ownerId)
      throw new ListingRejectedError('A listing can only be created for the signed-in account.');
    return session.access_token;
  }

  /**
   * The listing's photo paths in order: kept photos (public URLs of `existing` paths) by their
   * path, new ones (data URLs) uploaded one after another with progress. If one fails, those
   * already sent are removed again and the error says which photo failed.
   */
  private async uploadNewPhotos(
    accessToken: string,
    ownerId: string,
    toolId: string,
    imageUrls: string[],
    existing: string[],
    { onUploadProgress }: ToolSaveOptions,
  ): Promise<{ paths: string[]; added: string[] }> {
    const supabase = await this.supabase();
    const existingByUrl = new Map(existing.map((path) => [this.publicUrl(supabase, path), path]));
    // Each photo with its bytes when it is new (read before anything is sent, so the total is known).
    const photos = imageUrls.map((url) => ({ url, blob: isNewPhoto(url) ? blobFromDataUrl(url) : null }));
    const newPhotos = photos.flatMap(({ blob }) => (blob ? [blob] : []));
    const totalBytes = newPhotos.reduce((sum, blob) => sum + blob.size, 0);
    let doneBytes = 0;
    let newIndex = 0;
    const paths: string[] = [];
    const added: string[] = [];
    try {
      for (const { url, blob } of photos) {
        if (!blob) {
          const kept = existingByUrl.get(url);
          if (!kept)
            throw new PhotoUploadError('A photo of this listing is no longer in storage. Remove it and add it again.');
          paths.push(kept);
          continue;
        }
        const photo = ++newIndex;
        const path = `${ownerId}/${toolId}/${this.newId()}.${photoExtension(blob.type)}`;
        const report = (sent: number) =>
          onUploadProgress?.({ photo, photos: newPhotos.length, uploadedBytes: doneBytes + sent, totalBytes });
        report(0);
        await uploadPhotoObject(this.settings, {
          path,
          blob,
          accessToken,
          onProgress: report,
          label: `Photo ${photo} of ${newPhotos.length}`,
        });
        doneBytes += blob.size;
        paths.push(path);
        added.push(path);
      }
    } catch (error) {
      await this.removePhotos(supabase, added);
      throw error;
    }
    return { paths, added };
  }

  /** Best effort: a photo left behind only takes space, so a failure here is logged, not raised. */
  private async removePhotos(supabase: ToolshareSupabase, paths: string[]): Promise<void> {
    if (paths.length === 0) return;
    try {
      const { error } = await supabase.storage.from(TOOL_PHOTOS_BUCKET).remove(paths);
      if (error) console.error('Could not remove listing photos from storage:', error);
    } catch (error) {
      console.error('Could not remove listing photos from storage:', error);
    }
  }

  private publicUrl(supabase: ToolshareSupabase, path: string): string {
    return supabase.storage.from(TOOL_PHOTOS_BUCKET).getPublicUrl(path).data.publicUrl;
  }

  /** Rows as tools, with their owners' names and wallets (a row that cannot be shown is left out and logged). */
  private async toTools(supabase: ToolshareSupabase, rows: readonly unknown[]): Promise<Tool[]> {
    const toolRows = rows as ToolRow[];
    const owners = await this.ownerProfiles(supabase, [...new Set(toolRows.map((row) => row.owner_id))]);
    return toolRows.flatMap((row) => {
      try {
        return [toolFromRow(row, (path) => this.publicUrl(supabase, path), owners.get(row.owner_id))];
      } catch (error) {
        console.error('A listing could not be shown:', error);
        return [];
      }
    });
  }

  /** The owners' names and wallets (public.public_profiles: what the marketplace shows of a person). */
  private async ownerProfiles(supabase: ToolshareSupabase, ownerIds: string[]): Promise<Map<string, OwnerProfile>> {
    const profiles = new Map<string, OwnerProfile>();
    if (ownerIds.length === 0) return profiles;
    const { data, error } = await supabase.rpc('public_profiles', { user_ids: ownerIds });
    if (error) {
      console.error('Could not read the owners of the listings:', error);
      return profiles;
    }
    for (const profile of publicProfileDocuments(data))
      profiles.set(profile.id, { name: profile.display_name, walletAddress: profile.wallet_address });
    return profiles;
  }
}
