CREATE TABLE "payment_type_roles" (
	"payment_type" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "payment_type_roles_payment_type_role_pk" PRIMARY KEY("payment_type","role")
);
