CREATE TABLE "sector_roles" (
	"setup_id" uuid NOT NULL,
	"sector" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "sector_roles_setup_id_sector_role_pk" PRIMARY KEY("setup_id","sector","role")
);
--> statement-breakpoint
ALTER TABLE "sector_roles" ADD CONSTRAINT "sector_roles_setup_id_setups_id_fk" FOREIGN KEY ("setup_id") REFERENCES "public"."setups"("id") ON DELETE cascade ON UPDATE no action;