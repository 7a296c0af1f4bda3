-- The price a partly upheld dispute settled a sale at (decision 0255), beside the primary's own
-- column of that name: the move copies an auction row column for column, and the lists' SQL reads it.
ALTER TABLE `auctions` ADD `settled_price_in_pence` integer;
