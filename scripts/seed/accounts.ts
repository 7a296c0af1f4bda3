// Demo organisations, sites and logins of issue 3. Every password is DEMO_PASSWORD.
import { hashPassword } from "../../functions/accounts/passwords";

export const DEMO_PASSWORD = "Password123!";

interface DemoSite {
  postcode: string;
  address: string;
  city: string;
  county: string;
}

interface DemoMember {
  email: string;
  firstName: string;
  lastName: string;
  position: string;
  phone: string;
  isOwner?: boolean;
  isBuyer?: boolean;
  isSeller?: boolean;
  isTransactionAcceptor?: boolean;
  status?: "ACTIVE" | "PENDING";
}

interface DemoOrganization {
  key: "northfield" | "hilltop" | "riverside";
  officialCompanyName: string;
  tradeName: string;
  vatNumber: string;
  companyRegisterNumber: string;
  dealerType: "FRANCHISED_DEALER" | "INDEPENDENT_DEALER";
  group: string | null;
  landline: string;
  website: string;
  sites: DemoSite[];
  members: DemoMember[];
}

export const DEMO_ORGANIZATIONS: DemoOrganization[] = [
  {
    key: "northfield",
    officialCompanyName: "Northfield Motors Limited",
    tradeName: "Northfield Motors",
    vatNumber: "GB123456789",
    companyRegisterNumber: "09876543",
    dealerType: "FRANCHISED_DEALER",
    group: "Northfield Group",
    landline: "01134960123",
    website: "https://northfield-motors.example",
    sites: [
      { postcode: "LS1 4AP", address: "12 Wellington Street", city: "Leeds", county: "West Yorkshire" },
      { postcode: "HG1 1BX", address: "3 Station Parade", city: "Harrogate", county: "North Yorkshire" },
    ],
    members: [
      {
        email: "owner@northfield.test",
        firstName: "Olivia",
        lastName: "Northfield",
        position: "OWNER",
        phone: "07700900001",
        isOwner: true,
        isBuyer: true,
        isSeller: true,
        isTransactionAcceptor: true,
      },
      {
        email: "seller@northfield.test",
        firstName: "Sam",
        lastName: "Sellers",
        position: "SALES_MANAGER",
        phone: "07700900002",
        isSeller: true,
      },
      {
        email: "buyer@northfield.test",
        firstName: "Ben",
        lastName: "Buyers",
        position: "BUYER",
        phone: "07700900003",
        isBuyer: true,
      },
      {
        email: "pending@northfield.test",
        firstName: "Penny",
        lastName: "Pending",
        position: "SALES_EXECUTIVE",
        phone: "07700900004",
        isBuyer: true,
        status: "PENDING",
      },
    ],
  },
  {
    key: "hilltop",
    officialCompanyName: "Hilltop Autos Ltd",
    tradeName: "Hilltop Autos",
    vatNumber: "GB234567891",
    companyRegisterNumber: "08765432",
    dealerType: "FRANCHISED_DEALER",
    group: "Northfield Group",
    landline: "01904960456",
    website: "https://hilltop-autos.example",
    sites: [{ postcode: "YO1 7HH", address: "40 Micklegate", city: "York", county: "North Yorkshire" }],
    members: [
      {
        email: "owner@hilltop.test",
        firstName: "Harry",
        lastName: "Hill",
        position: "OWNER",
        phone: "07700900011",
        isOwner: true,
        isBuyer: true,
        isSeller: true,
        isTransactionAcceptor: true,
      },
    ],
  },
  {
    key: "riverside",
    officialCompanyName: "Riverside Cars Limited",
    tradeName: "Riverside Cars",
    vatNumber: "GB345678912",
    companyRegisterNumber: "07654321",
    dealerType: "INDEPENDENT_DEALER",
    group: null,
    landline: "01174960789",
    website: "https://riverside-cars.example",
    sites: [{ postcode: "BS1 4DJ", address: "7 Welsh Back", city: "Bristol", county: "City of Bristol" }],
    members: [
      {
        email: "owner@riverside.test",
        firstName: "Rita",
        lastName: "Rivers",
        position: "OWNER",
        phone: "07700900021",
        isOwner: true,
        isBuyer: true,
        isSeller: true,
        isTransactionAcceptor: true,
      },
      {
        email: "buyer@riverside.test",
        firstName: "Rob",
        lastName: "Bidwell",
        position: "BUYER",
        phone: "07700900022",
        isBuyer: true,
      },
    ],
  },
];

export const DEMO_ADMIN = { email: "admin@tradeauction.test", firstName: "Ada", lastName: "Admin" };

export interface SeededAccounts {
  members: Record<string, { id: number; organizationId: number | null }>;
  organizations: Record<string, number>;
  locations: Record<string, number[]>;
}

export async function insert(db: D1Database, sql: string, ...params: unknown[]): Promise<number> {
  const row = await db
    .prepare(`${sql} RETURNING id`)
    .bind(...params)
    .first<{ id: number }>();
  if (!row) throw new Error(`insert returned nothing: ${sql}`);
  return row.id;
}

export async function postalCodeId(db: D1Database, postcode: string): Promise<number> {
  const found = await db
    .prepare("SELECT id FROM postal_codes WHERE postcode = ?")
    .bind(postcode)
    .first<{ id: number }>();
  if (found) return found.id;
  // The demo sites must exist even if the reference data set lacks one of them: at their outward
  // code's centroid, as the registration would store them (decision 0030).
  return insert(
    db,
    `INSERT INTO postal_codes (postcode, latitude, longitude, source)
     SELECT ?, latitude, longitude, 'OUTCODE' FROM postcode_outcodes WHERE outcode = ?
     UNION ALL SELECT ?, NULL, NULL, 'OUTCODE' WHERE NOT EXISTS (SELECT 1 FROM postcode_outcodes WHERE outcode = ?)`,
    postcode,
    postcode.split(" ")[0],
    postcode,
    postcode.split(" ")[0],
  );
}

export async function seedAccounts(db: D1Database): Promise<SeededAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const out: SeededAccounts = { members: {}, organizations: {}, locations: {} };
  const groups = new Map<string, number>();

  for (const org of DEMO_ORGANIZATIONS) {
    let groupId: number | null = null;
    if (org.group) {
      groupId =
        groups.get(org.group) ?? (await insert(db, "INSERT INTO organization_groups (name) VALUES (?)", org.group));
      groups.set(org.group, groupId);
    }
    const orgId = await insert(
      db,
      `INSERT INTO organizations (official_company_name, trade_name, vat_number, company_register_number, dealer_type,
        is_buyer, is_seller, is_transaction_management, group_id, status, landline_phone_number, website, email, phone_number)
       VALUES (?, ?, ?, ?, ?, 1, 1, 1, ?, 'ACTIVE', ?, ?, ?, ?)`,
      org.officialCompanyName,
      org.tradeName,
      org.vatNumber,
      org.companyRegisterNumber,
      org.dealerType,
      groupId,
      org.landline,
      org.website,
      org.members[0].email,
      org.landline,
    );
    out.organizations[org.key] = orgId;
    out.locations[org.key] = [];
    for (const [i, site] of org.sites.entries()) {
      const pcId = await postalCodeId(db, site.postcode);
      const locId = await insert(
        db,
        "INSERT INTO locations (organization_id, postal_code_id, address, city, county, is_main) VALUES (?, ?, ?, ?, ?, ?)",
        orgId,
        pcId,
        site.address,
        site.city,
        site.county,
        i === 0 ? 1 : 0,
      );
      out.locations[org.key].push(locId);
    }
    for (const m of org.members) {
      const id = await insert(
        db,
        `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, phone_number, position,
          location_id, is_owner, is_buyer, is_seller, is_transaction_acceptor, status, accept_newsletter)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        orgId,
        m.email,
        passwordHash,
        m.firstName,
        m.lastName,
        m.phone,
        m.position,
        out.locations[org.key][0],
        m.isOwner ? 1 : 0,
        m.isBuyer ? 1 : 0,
        m.isSeller ? 1 : 0,
        m.isTransactionAcceptor ? 1 : 0,
        m.status ?? "ACTIVE",
      );
      out.members[m.email] = { id, organizationId: orgId };
    }
  }
  const adminId = await insert(
    db,
    `INSERT INTO members (organization_id, email, password_hash, first_name, last_name, is_admin, status)
     VALUES (NULL, ?, ?, ?, ?, 1, 'ACTIVE')`,
    DEMO_ADMIN.email,
    passwordHash,
    DEMO_ADMIN.firstName,
    DEMO_ADMIN.lastName,
  );
  out.members[DEMO_ADMIN.email] = { id: adminId, organizationId: null };
  return out;
}

export function demoLogins(): { email: string; role: string }[] {
  const rows = [{ email: DEMO_ADMIN.email, role: "SUPER_ADMIN" }];
  for (const org of DEMO_ORGANIZATIONS) {
    for (const m of org.members) {
      const roles = [
        m.isOwner && "owner",
        m.isBuyer && "buyer",
        m.isSeller && "seller",
        m.isTransactionAcceptor && "transaction acceptor",
      ]
        .filter(Boolean)
        .join(", ");
      rows.push({ email: m.email, role: `${org.tradeName}: ${roles}${m.status === "PENDING" ? " (PENDING)" : ""}` });
    }
  }
  return rows;
}
