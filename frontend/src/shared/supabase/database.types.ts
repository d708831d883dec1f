// Provisional: written by hand from the agreed schema until the generated file (from the migrated
// PostgreSQL) replaces it. Same shape as `supabase gen types typescript` output.
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

type ToolRow = {
  available: boolean;
  category: string;
  collateral_required: number;
  created_at: string;
  description: string;
  id: string;
  location: string;
  name: string;
  owner_id: string;
  photo_paths: string[];
  rental_rate: number;
  specifications: string[];
  updated_at: string;
};

export type Database = {
  public: {
    Tables: {
      users: {
        Row: { created_at: string; email: string; id: string; wallet_address: string | null };
        Insert: { created_at?: string; email: string; id: string; wallet_address?: string | null };
        Update: { created_at?: string; email?: string; id?: string; wallet_address?: string | null };
        Relationships: [];
      };
      tools: {
        Row: ToolRow;
        Insert: Partial<ToolRow> & Pick<ToolRow, 'category' | 'collateral_required' | 'description' | 'location' | 'name' | 'rental_rate'>;
        Update: Partial<ToolRow>;
        Relationships: [];
      };
      conversations: {
        Row: { borrower_id: string; created_at: string; id: string; lender_id: string; tool_id: string };
        Insert: { borrower_id?: string; created_at?: string; id?: string; lender_id: string; tool_id: string };
        Update: { borrower_id?: string; created_at?: string; id?: string; lender_id?: string; tool_id?: string };
        Relationships: [];
      };
      messages: {
        Row: { content: string; conversation_id: string; created_at: string; id: string; read_at: string | null; sender_id: string };
        Insert: { content: string; conversation_id: string; created_at?: string; id?: string; read_at?: string | null; sender_id?: string };
        Update: { content?: string; conversation_id?: string; created_at?: string; id?: string; read_at?: string | null; sender_id?: string };
        Relationships: [];
      };
      notifications: {
        Row: { action_url: string | null; created_at: string; id: string; message: string; read: boolean; title: string; type: string; user_id: string };
        Insert: { action_url?: string | null; created_at?: string; id?: string; message: string; read?: boolean; title: string; type: string; user_id: string };
        Update: { action_url?: string | null; created_at?: string; id?: string; message?: string; read?: boolean; title?: string; type?: string; user_id?: string };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      search_tools: {
        Args: { search?: string; category?: string; sort?: string; page_size?: number; page_offset?: number };
        Returns: ToolRow[];
      };
      unread_message_counts: { Args: never; Returns: { conversation_id: string; unread: number }[] };
      mark_conversation_read: { Args: { conversation_id: string }; Returns: number };
      mark_all_notifications_read: { Args: never; Returns: number };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};
