import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs, ANON, errorCodeOf, INSUFFICIENT_PRIVILEGE, signedIn } from './support/actors';
import { ALICE, ALICE_DRILL, BOB, BOB_TRIMMER, seedPeopleAndListings } from './support/marketplaceFixture';
import { createMigratedDatabase, databaseUrl } from './support/migratedDatabase';
import { raceInTransactions } from './support/racingTransactions';

// The Storage policies of the bucket tool-photos against Supabase's storage.objects layout.
// An upload is what the storage server does as the signed-in user: it probes the insert policy
// with storage.can_insert_object and then inserts the object row with its metadata.

const BUCKET = 'tool-photos';
const ALICE_FOLDER = `${ALICE.id}/${ALICE_DRILL}`;

let pool: pg.Pool | undefined;

function database(): pg.Pool {
  if (!pool) throw new Error('The test database was not created');
  return pool;
}

const jpeg = (size = 120_000) =>
  JSON.stringify({ size, mimetype: 'image/jpeg', eTag: '"0"', cacheControl: 'max-age=3600' });

/** The storage server's upload as the current user: permission probe, then the row itself. */
async function upload(db: pg.PoolClient, name: string, bucket = BUCKET): Promise<string | null> {
  const probe = await errorCodeOf(db, `select storage.can_insert_object($1, $2, auth.uid(), $3::jsonb)`, [
    bucket,
    name,
    jpeg(),
  ]);
  // PT200 'ROLLBACK' is the probe's way of saying "allowed".
  if (probe !== 'PT200') return probe;
  return errorCodeOf(
    db,
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)`,
    [bucket, name, jpeg()],
  );
}

beforeAll(async () => {
  pool = await createMigratedDatabase('tool_photos');
  await seedPeopleAndListings(database());
  // Storage runs the tests under an existing photo of Alice's drill.
  await database().query(
    `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, $3::uuid, $4, $5::jsonb)`,
    [BUCKET, `${ALICE_FOLDER}/front.jpg`, ALICE.id, ALICE.id, jpeg()],
  );
});

afterAll(async () => {
  await pool?.end();
});

describe('the tool-photos bucket', () => {
  it('is public, takes JPEG, PNG and WebP only, up to 5 MiB each', async () => {
    const { rows } = await database().query(
      'select id, name, public, file_size_limit, allowed_mime_types from storage.buckets',
    );
    expect(rows).toEqual([
      {
        id: BUCKET,
        name: BUCKET,
        public: true,
        file_size_limit: '5242880',
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp'],
      },
    ]);
  });

  it('lets nobody list the photo names but their owner (photos are read by their public URL)', async () => {
    const listed = async (db: pg.PoolClient) =>
      (
        await db.query<{ name: string }>(
          `select name from storage.objects where bucket_id = $1 and name like '%.jpg'`,
          [BUCKET],
        )
      ).rows;
    for (const actor of [ANON, signedIn(BOB.id)]) {
      await actingAs(database(), actor, async (db) => {
        expect(await listed(db)).toEqual([]);
      });
    }
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(await listed(db)).toEqual([{ name: `${ALICE_FOLDER}/front.jpg` }]);
    });
  });
});

describe('uploading a photo', () => {
  it('lets the owner upload under <own id>/<own tool id>/', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const name of ['side.jpg', 'detail.JPEG', 'case.png', 'label.webp']) {
        expect(await upload(db, `${ALICE_FOLDER}/${name}`), name).toBeNull();
      }
      const { rows } = await db.query(`select path_tokens, owner_id from storage.objects where name = $1`, [
        `${ALICE_FOLDER}/side.jpg`,
      ]);
      expect(rows).toEqual([{ path_tokens: [ALICE.id, ALICE_DRILL, 'side.jpg'], owner_id: ALICE.id }]);
    });
  });

  it('refuses anything else: another folder, another’s tool, a missing tool, other files and paths', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      const refused = [
        `${ALICE_FOLDER}/mine.jpg`, // Alice's folder
        `${BOB.id}/${ALICE_DRILL}/mine.jpg`, // own folder, Alice's tool
        `${BOB.id}/3b000000-0000-4000-8000-0000000000ff/x.jpg`, // no such tool
        `${BOB.id}/not-a-uuid/x.jpg`,
        `${BOB.id}/${BOB_TRIMMER}/script.svg`,
        `${BOB.id}/${BOB_TRIMMER}/anim.gif`,
        `${BOB.id}/${BOB_TRIMMER}/photo`,
        `${BOB.id}/${BOB_TRIMMER}/deeper/x.jpg`,
        `${BOB.id}/x.jpg`,
        'x.jpg',
      ];
      for (const name of refused) expect(await upload(db, name), name).toBe(INSUFFICIENT_PRIVILEGE);
      expect(await upload(db, `${BOB.id}/${BOB_TRIMMER}/x.jpg`, 'avatars')).not.toBeNull();
      expect(await upload(db, `${BOB.id}/${BOB_TRIMMER}/x.jpg`)).toBeNull();
    });
  });

  it('refuses the anonymous role', async () => {
    await actingAs(database(), ANON, async (db) => {
      expect(await upload(db, `${ALICE_FOLDER}/anon.jpg`)).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        (await db.query(`update storage.objects set name = 'x.jpg' where bucket_id = $1`, [BUCKET])).rowCount,
      ).toBe(0);
    });
  });

  it('leaves the bucket’s settings to the project: users cannot create or change buckets', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(
        await errorCodeOf(db, `insert into storage.buckets (id, name, public) values ('mine', 'mine', true)`),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        (
          await db.query(`update storage.buckets set file_size_limit = null, allowed_mime_types = null where id = $1`, [
            BUCKET,
          ])
        ).rowCount,
      ).toBe(0);
      expect((await db.query(`delete from storage.buckets where id = $1`, [BUCKET])).rowCount).toBe(0);
    });
  });

  it('refuses a sixth photo of a tool, but lets one of five be replaced', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      for (const n of [2, 3, 4, 5]) expect(await upload(db, `${ALICE_FOLDER}/${n}.jpg`)).toBeNull();
      expect(await upload(db, `${ALICE_FOLDER}/6.jpg`)).toBe(INSUFFICIENT_PRIVILEGE);
      // The storage server's upsert (x-upsert: true) of an existing name.
      expect(
        await errorCodeOf(
          db,
          `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)
           on conflict (bucket_id, name) do update set metadata = excluded.metadata, updated_at = now()`,
          [BUCKET, `${ALICE_FOLDER}/5.jpg`, jpeg(200_000)],
        ),
      ).toBeNull();
      // Another tool's folder has its own five.
      await db.query('reset role');
      await db.query(
        `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required) values ('3a000000-0000-4000-8000-0000000000bb', $1, 'Saw', 'Saw', 'hand tools', 'Leeds', 0, 0)`,
        [ALICE.id],
      );
      await db.query('set local role authenticated');
      expect(await upload(db, `${ALICE.id}/3a000000-0000-4000-8000-0000000000bb/1.jpg`)).toBeNull();
    });
  });
});

describe('uploads sent at once', () => {
  it('store at most five photos of a tool: the sixth is refused', async () => {
    const tool = '3a000000-0000-4000-8000-0000000000cc';
    await database().query(
      `insert into public.tools (id, owner_id, name, description, category, location, rental_rate, collateral_required) values ($1, $2, 'Planer', 'Planer', 'woodworking', 'Leeds', 0, 0)`,
      [tool, ALICE.id],
    );
    const uploads = [1, 2, 3, 4, 5, 6].map((n) => ({
      actor: signedIn(ALICE.id),
      sql: `insert into storage.objects (bucket_id, name, owner, owner_id, metadata) values ($1, $2, auth.uid(), auth.uid()::text, $3::jsonb)`,
      params: [BUCKET, `${ALICE.id}/${tool}/${n}.jpg`, jpeg()],
    }));
    const outcomes = await raceInTransactions(databaseUrl('tool_photos'), uploads);
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === INSUFFICIENT_PRIVILEGE)).toHaveLength(1);
    const { rows } = await database().query('select count(*)::int as stored from storage.objects where name like $1', [
      `${ALICE.id}/${tool}/%`,
    ]);
    expect(rows).toEqual([{ stored: 5 }]);
  });
});

describe('replacing and deleting photos', () => {
  it('lets only the owner delete a photo', async () => {
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect((await db.query('delete from storage.objects where bucket_id = $1', [BUCKET])).rowCount).toBe(0);
    });
    await actingAs(database(), ANON, async (db) => {
      expect((await db.query('delete from storage.objects where bucket_id = $1', [BUCKET])).rowCount).toBe(0);
    });
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      // As Storage's remove runs it: the deleted rows are returned.
      const { rows } = await db.query(
        'delete from storage.objects where bucket_id = $1 and name = any($2) returning name',
        [BUCKET, [`${ALICE_FOLDER}/front.jpg`]],
      );
      expect(rows).toEqual([{ name: `${ALICE_FOLDER}/front.jpg` }]);
    });
  });

  it('lets the owner delete photos of a listing that is gone', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect((await db.query('delete from public.tools where id = $1', [ALICE_DRILL])).rowCount).toBe(1);
      expect(
        (await db.query('delete from storage.objects where name = $1', [`${ALICE_FOLDER}/front.jpg`])).rowCount,
      ).toBe(1);
    });
  });

  it('refuses to move a photo out of the owner’s folder, and lets no one else touch it', async () => {
    await actingAs(database(), signedIn(ALICE.id), async (db) => {
      expect(
        await errorCodeOf(db, `update storage.objects set name = $1 where name = $2`, [
          `${BOB.id}/${BOB_TRIMMER}/front.jpg`,
          `${ALICE_FOLDER}/front.jpg`,
        ]),
      ).toBe(INSUFFICIENT_PRIVILEGE);
      expect(
        (
          await db.query(`update storage.objects set metadata = $1::jsonb where name = $2`, [
            jpeg(1),
            `${ALICE_FOLDER}/front.jpg`,
          ])
        ).rowCount,
      ).toBe(1);
    });
    await actingAs(database(), signedIn(BOB.id), async (db) => {
      expect(
        (
          await db.query(`update storage.objects set name = $1 where name = $2`, [
            `${BOB.id}/${BOB_TRIMMER}/front.jpg`,
            `${ALICE_FOLDER}/front.jpg`,
          ])
        ).rowCount,
      ).toBe(0);
    });
  });
});
