CREATE TABLE "appointment_rosters" (
	"area_id" text NOT NULL,
	"weekday" integer NOT NULL,
	"period" text NOT NULL,
	"capacity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_rosters_area_id_weekday_period_pk" PRIMARY KEY("area_id","weekday","period"),
	CONSTRAINT "appointment_rosters_weekday_check" CHECK ("appointment_rosters"."weekday" between 0 and 6),
	CONSTRAINT "appointment_rosters_period_check" CHECK ("appointment_rosters"."period" in ('morning', 'afternoon')),
	CONSTRAINT "appointment_rosters_capacity_check" CHECK ("appointment_rosters"."capacity" between 0 and 50)
);
