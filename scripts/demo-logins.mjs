export const DEMO_LOGINS_TEXT = `Demo logins (every password is Password123!):
  admin@tradeauction.test    administrator (SUPER_ADMIN)
  owner@northfield.test      Northfield Motors: owner, buyer, seller, transaction acceptor
  seller@northfield.test     Northfield Motors: seller
  buyer@northfield.test      Northfield Motors: buyer
  pending@northfield.test    Northfield Motors: pending approval (cannot sign in)
  owner@moorside.test        Moorside Motors: owner, organisation awaiting approval
  owner@hilltop.test         Hilltop Autos: owner, buyer, seller
  owner@riverside.test       Riverside Cars: owner, buyer, seller
  buyer@riverside.test       Riverside Cars: buyer
  owner@lakeside.test        Lakeside Autos: owner, blocked for payment (a declined fee)`;
