// The signed-in user's data (spec section 3, "User data"), as GET auth/check and every login answer it.
import { currencyCodeSchema, localeSchema, type UserCustomer, type UserData } from '@spindle/contracts';
import { AppError } from '../../http/errors.ts';
import type { AuthRepo } from './auth.repo.ts';
import type { UserDataRepo } from './user-data.repo.ts';

type AddressRow = NonNullable<Awaited<ReturnType<UserDataRepo['findAddress']>>>;

/** An address row as the user data's `customer`. */
export function customerOf(address: AddressRow): UserCustomer {
  return {
    id: address.id,
    name: address.name,
    firstname: address.firstname,
    lastname: address.lastname,
    company: address.company,
    address: address.address,
    address2: address.address2,
    zip_code: address.zipCode,
    city: address.city,
    state: address.state,
    country_id: address.countryId,
    phone: address.phone,
  };
}

export interface UserDataReaderDeps {
  repo: UserDataRepo;
  authRepo: Pick<AuthRepo, 'listOAuthProviders'>;
  /** URL a browser fetches a stored file at (FileStorage.publicUrl). */
  pictureUrl: (storageKey: string) => string;
}

export function createUserDataReader({ repo, authRepo, pictureUrl }: UserDataReaderDeps) {
  return {
    /** The user data of an existing user (404 when the account is gone). */
    async userData(userId: number): Promise<UserData> {
      const user = await repo.findUserRow(userId);
      if (!user) throw new AppError('not_found');
      const [address, newMessages, ordersCount, providers] = await Promise.all([
        user.customerId === null ? null : repo.findAddress(user.customerId),
        repo.countUnreadMessages(userId),
        repo.countPlacedOrders(userId),
        authRepo.listOAuthProviders(userId),
      ]);
      return {
        id: user.id,
        role: user.role,
        name: user.name,
        email: user.email,
        created_at: user.createdAt.toISOString(),
        // Rows written before validation existed fall back to the defaults rather than break the session check.
        currency: currencyCodeSchema.catch('EUR').parse(user.currency),
        lang: localeSchema.catch('en').parse(user.lang),
        country_id: user.countryId,
        customer_id: user.customerId,
        customer: address ? customerOf(address) : null,
        pro: user.pro,
        is_admin: user.isAdmin,
        type: user.type,
        origin: user.origin,
        referer: user.referer,
        new_messages: newMessages,
        orders_count: ordersCount,
        email_confirmed: user.emailConfirmedAt !== null,
        newsletter: user.newsletter,
        picture: user.picture ? pictureUrl(user.picture) : null,
        has_password: user.passwordHash !== null,
        oauth_providers: providers,
      };
    },
  };
}

export type UserDataReader = ReturnType<typeof createUserDataReader>;
