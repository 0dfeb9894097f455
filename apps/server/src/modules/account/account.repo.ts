// Queries of the account module: the user's own settings, delivery address, loyalty points, sponsor
// code and public profile.
import { schema, type Db, type NotificationSettings } from '@spindle/db';
import { and, count, desc, eq, isNull, sum } from 'drizzle-orm';

const { users, customerAddresses, points, newsletterSubscribers } = schema;

/** The columns POST user/delivery writes. */
export type AddressValues = Omit<
  typeof customerAddresses.$inferInsert,
  'id' | 'userId' | 'createdAt' | 'updatedAt' | 'isBusiness' | 'vatNumber'
>;

/** Whether a database error is a unique-constraint violation (PostgreSQL and PGlite, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}

export function createAccountRepo(db: Db) {
  return {
    async findAccount(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          name: users.name,
          lang: users.lang,
          passwordHash: users.passwordHash,
          picture: users.picture,
          customerId: users.customerId,
          newsletter: users.newsletter,
          notifications: users.notifications,
          sponsorCode: users.sponsorCode,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async updateUser(
      userId: number,
      values: Partial<
        Pick<typeof users.$inferInsert, 'name' | 'about' | 'lang' | 'currency' | 'picture' | 'passwordHash'>
      >,
    ): Promise<void> {
      await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    /** A new address, unconfirmed until its link is used; throws a unique violation when taken. */
    async changeEmail(userId: number, email: string): Promise<void> {
      await db.update(users).set({ email, emailConfirmedAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    async isEmailTaken(email: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return row !== undefined;
    },

    async setNotifications(userId: number, notifications: NotificationSettings, newsletter: boolean): Promise<void> {
      await db.update(users).set({ notifications, newsletter, updatedAt: new Date() }).where(eq(users.id, userId));
    },

    /** Keeps the newsletter list in step with the user's setting. */
    async setNewsletterSubscription(values: {
      email: string;
      userId: number;
      lang: string;
      subscribed: boolean;
      now: Date;
    }) {
      if (values.subscribed) {
        await db
          .insert(newsletterSubscribers)
          .values({ email: values.email, userId: values.userId, lang: values.lang })
          .onConflictDoUpdate({
            target: newsletterSubscribers.email,
            set: { userId: values.userId, unsubscribedAt: null },
          });
      } else {
        await db
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: values.now })
          .where(and(eq(newsletterSubscribers.email, values.email), isNull(newsletterSubscribers.unsubscribedAt)));
      }
    },

    async countryExists(code: string): Promise<boolean> {
      const [row] = await db
        .select({ code: schema.countries.code })
        .from(schema.countries)
        .where(eq(schema.countries.code, code));
      return row !== undefined;
    },

    async findAddress(addressId: number) {
      const [row] = await db.select().from(customerAddresses).where(eq(customerAddresses.id, addressId));
      return row ?? null;
    },

    /** Writes the user's default address: updates the one they have, else creates it and points users.customer_id at it. */
    async saveDefaultAddress(userId: number, values: AddressValues) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ customerId: users.customerId })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (user?.customerId != null) {
          const [updated] = await tx
            .update(customerAddresses)
            .set({ ...values, updatedAt: new Date() })
            .where(and(eq(customerAddresses.id, user.customerId), eq(customerAddresses.userId, userId)))
            .returning();
          if (updated) return updated;
        }
        const [created] = await tx
          .insert(customerAddresses)
          .values({ ...values, userId })
          .returning();
        if (!created) throw new Error('address insert returned nothing');
        await tx.update(users).set({ customerId: created.id, updatedAt: new Date() }).where(eq(users.id, userId));
        return created;
      });
    },

    async totalPoints(userId: number): Promise<number> {
      const [row] = await db
        .select({ total: sum(points.points) })
        .from(points)
        .where(eq(points.userId, userId));
      return Number(row?.total ?? 0);
    },

    async pointsHistory(userId: number, limit: number) {
      return db
        .select({ points: points.points, reason: points.reason, orderId: points.orderId, createdAt: points.createdAt })
        .from(points)
        .where(eq(points.userId, userId))
        .orderBy(desc(points.createdAt), desc(points.id))
        .limit(limit);
    },

    /** Gives the user a sponsor code if they have none; false when the code is taken (try another). */
    async claimSponsorCode(userId: number, code: string): Promise<boolean> {
      try {
        await db
          .update(users)
          .set({ sponsorCode: code })
          .where(and(eq(users.id, userId), isNull(users.sponsorCode)));
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async countSponsored(userId: number): Promise<number> {
      const [row] = await db.select({ value: count() }).from(users).where(eq(users.sponsoredByUserId, userId));
      return row?.value ?? 0;
    },

    async findPublicProfile(userId: number) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          type: users.type,
          picture: users.picture,
          about: users.about,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },
  };
}

export type AccountRepo = ReturnType<typeof createAccountRepo>;
