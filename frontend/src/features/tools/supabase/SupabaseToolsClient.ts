import type { PostgrestError } from '@supabase/supabase-js';
import type { Database } from '../../../shared/supabase/database.types';
import { loadSupabaseClient, type SupabaseSettings, type ToolshareSupabase } from '../../../shared/supabase/supabaseClient';
import type { ToolPage, ToolPageRequest, ToolsClient } from '../ToolsClient';
import { assertWithinListingLimits, ListingRejectedError } from '../listingLimits';
import { ToolNotFoundError } from '../toolErrors';
import type { ToolQuery } from '../toolFilters';
import type { Tool, ToolChanges, ToolListing, ToolOwner, ToolSaveOptions } from '../types';
import { blobFromDataUrl, photoExtension, PhotoUploadError, uploadPhotoObject } from './photoUpload';
import { TOOL_COLUMNS, TOOL_PHOTOS_BUCKET, toolFromRow, type OwnerProfile, type ToolRow } from './toolRows';

type TablesUpdate<Table extends keyof Database['public']['Tables']> = Database['public']['Tables'][Table]['Update'];

/** How many of the newest tools `fetchTools` returns (the catalogue for naming rentals). */
export const NEWEST_TOOLS_LIMIT = 100;

export const SUPABASE_TOOL_MESSAGES = {
  signedOut: 'Your session has ended. Sign in again to save your listing; the form keeps what you entered.',
  notYours: 'You can only edit your own listings',
} as const;

/** A database refusal worded for the lender (row-level security, a check constraint). */
function databaseRefusal(error: PostgrestError): Error {
  if (error.code === '42501') return new ListingRejectedError(SUPABASE_TOOL_MESSAGES.notYours);
  if (error.code === '23514' || error.code === '22001') return new ListingRejectedError(`The listing was refused by the database: ${error.message}`);
  return Object.assign(new Error(error.message), { cause: error });
}

const isNewPhoto = (url: string) => url.startsWith('data:');

/**
 * The catalogue in Supabase: `public.tools` under row-level security (anyone reads; only the owner
 * writes, checked by the database) and the photos in the public `tool-photos` bucket, uploaded
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
    const { data, error } = await supabase.from('tools').select(TOOL_COLUMNS).order('created_at', { ascending: false }).limit(NEWEST_TOOLS_LIMIT);
    if (error) throw databaseRefusal(error);
    return this.toTools(supabase, data);
  }

  async searchTools({ search, category, sort }: ToolQuery, { offset, limit }: ToolPageRequest): Promise<ToolPage> {
    const supabase = await this.supabase();
    // One more than asked: whether it comes back says whether another page follows.
    const { data, error } = await supabase
      .rpc('search_tools', { search: search.trim(), category: category === 'all' ? '' : category, sort, page_size: limit + 1, page_offset: offset })
      .select(TOOL_COLUMNS);
    if (error) throw databaseRefusal(error);
    const rows = data as unknown as ToolRow[];
    return { tools: await this.toTools(supabase, rows.slice(0, limit)), hasMore: rows.length > limit };
  }

  async fetchOwnTools(ownerId: string): Promise<Tool[]> {
    // In Supabase a listing belongs to the account that created it; wallets play no part.
    const supabase = await this.supabase();
    const { data, error } = await supabase.from('tools').select(TOOL_COLUMNS).eq('owner_id', ownerId).order('created_at', { ascending: false });
    if (error) throw databaseRefusal(error);
    return this.toTools(supabase, data);
  }

  async fetchTool(id: string): Promise<Tool | null> {
    const supabase = await this.supabase();
    // A local id (tool-3) is no UUID: PostgreSQL would refuse the comparison, and no row has it.
    if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const row = await this.row(supabase, id);
    if (!row) return null;
    const [tool] = await this.toTools(supabase, [row]);
    return tool;
  }

  // Amounts are sent as JSON numbers: their JSON text is the shortest decimal that reads back as
  // the same number (0.012 → "0.012"), which PostgreSQL's numeric stores exactly.
  async createTool(listing: ToolListing, owner: ToolOwner, options: ToolSaveOptions = {}): Promise<Tool> {
    assertWithinListingLimits(listing);
    const supabase = await this.supabase();
    const accessToken = await this.accessTokenOf(supabase, owner.id);
    const id = this.newId();
    const uploaded = await this.uploadNewPhotos(accessToken, owner.id, id, listing.imageUrls, [], options);
    const { data, error } = await supabase
      .from('tools')
      .insert({
        id,
        owner_id: owner.id,
        name: listing.name,
        description: listing.description,
        category: listing.category,
        location: listing.location,
        rental_rate: listing.rentalRate,
        collateral_required: listing.collateralRequired,
        specifications: listing.specifications,
        photo_paths: uploaded.paths,
        available: true,
      })
      .select(TOOL_COLUMNS)
      .single();
    if (error) {
      await this.removePhotos(supabase, uploaded.added);
      throw databaseRefusal(error);
    }
    const [tool] = await this.toTools(supabase, [data as unknown as ToolRow]);
    return tool;
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
    if (changes.specifications !== undefined) update.specifications = changes.specifications;
    if (changes.available !== undefined) update.available = changes.available;

    let added: string[] = [];
    let removed: string[] = [];
    if (changes.imageUrls !== undefined) {
      const { data: session } = await supabase.auth.getSession();
      const accessToken = session.session?.access_token;
      if (!accessToken) throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.signedOut);
      const uploaded = await this.uploadNewPhotos(accessToken, current.owner_id, id, changes.imageUrls, current.photo_paths, options);
      update.photo_paths = uploaded.paths;
      added = uploaded.added;
      removed = current.photo_paths.filter((path) => !uploaded.paths.includes(path));
    }

    // Row-level security hides the rows a user may not change: no row back means refused.
    const { data, error } = await supabase.from('tools').update(update).eq('id', id).select(TOOL_COLUMNS);
    if (error || data.length === 0) {
      await this.removePhotos(supabase, added);
      if (error) throw databaseRefusal(error);
      throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.notYours);
    }
    await this.removePhotos(supabase, removed);
    const [tool] = await this.toTools(supabase, data as unknown as ToolRow[]);
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
    const { data, error } = await supabase.from('tools').select(TOOL_COLUMNS).eq('id', id).maybeSingle();
    if (error) throw databaseRefusal(error);
    return data as unknown as ToolRow | null;
  }

  /** The signed-in user's access token; the listing must be theirs. */
  private async accessTokenOf(supabase: ToolshareSupabase, ownerId: string): Promise<string> {
    const { data } = await supabase.auth.getSession();
    const session = data.session;
    if (!session) throw new ListingRejectedError(SUPABASE_TOOL_MESSAGES.signedOut);
    if (session.user.id !== ownerId) throw new ListingRejectedError('A listing can only be created for the signed-in account.');
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
    const newPhotos = imageUrls.filter(isNewPhoto).map((url) => blobFromDataUrl(url));
    const totalBytes = newPhotos.reduce((sum, blob) => sum + blob.size, 0);
    let doneBytes = 0;
    let newIndex = 0;
    const paths: string[] = [];
    const added: string[] = [];
    try {
      for (const url of imageUrls) {
        if (!isNewPhoto(url)) {
          const kept = existingByUrl.get(url);
          if (!kept) throw new PhotoUploadError('A photo of this listing is no longer in storage. Remove it and add it again.');
          paths.push(kept);
          continue;
        }
        const blob = newPhotos[newIndex];
        const photo = ++newIndex;
        const path = `${ownerId}/${toolId}/${this.newId()}.${photoExtension(blob.type)}`;
        const report = (sent: number) => onUploadProgress?.({ photo, photos: newPhotos.length, uploadedBytes: doneBytes + sent, totalBytes });
        report(0);
        await uploadPhotoObject(this.settings, { path, blob, accessToken, onProgress: report, label: `Photo ${photo} of ${newPhotos.length}` });
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

  /** Rows as tools, with their owners' names and wallets where the database shows them (a row that cannot be shown is left out and logged). */
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

  /** The owners' e-mail and wallet from `public.users`, as far as row-level security lets the viewer read them. */
  private async ownerProfiles(supabase: ToolshareSupabase, ownerIds: string[]): Promise<Map<string, OwnerProfile>> {
    const profiles = new Map<string, OwnerProfile>();
    if (ownerIds.length === 0) return profiles;
    const { data, error } = await supabase.from('users').select('id, email, wallet_address').in('id', ownerIds);
    if (error) {
      console.error('Could not read the owners of the listings:', error);
      return profiles;
    }
    for (const row of data) profiles.set(row.id, { email: row.email, walletAddress: row.wallet_address ?? '' });
    return profiles;
  }
}
