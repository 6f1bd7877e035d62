CREATE TABLE "data_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
-- Earlier versions let any listing, approved or not, put words holding quotes, brackets and
-- other query operators into the vocabulary, where one of them broke every search. Empty it:
-- at start the server rebuilds the search index and the vocabulary from approved listings
-- with the word rule of packages/contract/src/search-words.ts (src/search/index-builder.ts).
TRUNCATE TABLE "search_words";
